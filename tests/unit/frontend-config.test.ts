import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../frontend/src/configSchema.ts';

const base = { stage: 'demo', region: 'eu-west-2', supportEmail: 'support@nannymarketplace.co.uk' };
const full = {
  ...base,
  stage: 'dev',
  apiUrl: 'https://api.example.com/',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client',
};

describe('the runtime configuration', () => {
  it('runs against the API it names', () => expect(parseConfig(full).demo).toBe(false));

  it('takes the API as a path on the site (as deployed) or a full URL, never another host by //', () => {
    expect(parseConfig({ ...full, apiUrl: '/api' }).apiUrl).toBe('/api');
    for (const apiUrl of ['//evil.example/api', 'api', '/api?x', ' /api'])
      expect(() => parseConfig({ ...full, apiUrl }), apiUrl).toThrow(/apiUrl/);
  });

  it('is a demo when it names no API (or no user pool)', () => {
    expect(parseConfig(base).demo).toBe(true);
    expect(parseConfig({ ...full, apiUrl: undefined }).demo).toBe(true);
    expect(parseConfig({ ...full, userPoolId: undefined }).demo).toBe(true);
  });

  it('is a demo when the demo build says so', () => {
    expect(parseConfig({ ...base, demo: true }).demo).toBe(true);
    expect(parseConfig({ ...full, demo: true }).demo).toBe(true);
  });

  it('still needs the stage, region and support email', () =>
    expect(() => parseConfig({ demo: true })).toThrow());
});
