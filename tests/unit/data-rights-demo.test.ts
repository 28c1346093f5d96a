import { describe, expect, it } from 'vitest';
import {
  accountDeletion,
  accountNewsletter,
  DATA_RIGHTS_MESSAGES,
  dataExport,
  dataExports,
} from '../../lambdas/contract/data-rights.ts';
import { ApiError } from '../../frontend/src/api/errors.ts';
import { demoAnswer } from '../../frontend/src/demo/answers.ts';
import { DEMO_ACCOUNT_EMAIL, demoExports, demoRequestExport } from '../../frontend/src/demo/dataRights.ts';

/** The demo's account page answers as the server would, in the contract's shapes, and keeps nothing. */
describe("the demo's data rights", () => {
  it('lists a ready export and an expired one, in the contract’s shape', () => {
    const list = dataExports.parse(demoExports());
    expect(list.items.map((item) => [item.state, item.expired])).toEqual([
      ['ready', false],
      ['ready', true],
    ]);
  });

  it('prepares an export asked for, then offers it, as the background work would', () => {
    const at = Date.parse('2026-11-24T10:00:00Z');
    const asked = dataExport.parse(demoRequestExport('demo-export-asked', at));
    expect(asked.state).toBe('preparing');
    expect(demoExports(at + 1_000).items[0]).toMatchObject({ id: 'demo-export-asked', state: 'preparing' });
    expect(demoExports(at + 60_000).items[0]).toMatchObject({
      id: 'demo-export-asked',
      state: 'ready',
      expired: false,
    });
  });

  it('keeps the newsletter switch for the tab', async () => {
    const put = await demoAnswer('meUpdateNewsletter', { query: {}, body: { subscribed: false } });
    expect(accountNewsletter.parse(put)).toEqual({ subscribed: false });
    expect(await demoAnswer('meNewsletter', { query: {}, body: undefined })).toEqual({
      subscribed: false,
    });
  });

  it('starts a deletion only when the demo account’s email is typed', async () => {
    const wrong = demoAnswer('meRequestDeletion', {
      query: {},
      body: { confirmEmail: 'someone@example.com' },
    });
    await expect(wrong).rejects.toBeInstanceOf(ApiError);
    await expect(wrong).rejects.toMatchObject({ status: 400, message: DATA_RIGHTS_MESSAGES.wrongEmail });
    const started = await demoAnswer('meRequestDeletion', {
      query: {},
      body: { confirmEmail: ` ${DEMO_ACCOUNT_EMAIL.toUpperCase()} ` },
    });
    expect(accountDeletion.parse(started)).toMatchObject({ state: 'running', requestedBy: 'self' });
  });
});
