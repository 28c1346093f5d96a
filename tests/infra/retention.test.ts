import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LINK_HOURS } from '../../lambdas/contract/data-rights.ts';
import { BUCKET_LIFECYCLE, periodDays, RETENTION } from '../../lambdas/contract/retention.ts';
import { loadStageConfig, REGION, type StageName } from '../../lib/config.ts';
import { Storage } from '../../lib/storage.ts';
import { flatten, resourcesOf } from './synth.ts';

/**
 * The uploads bucket's lifecycle rules are the retention policy's rows, as the privacy page states
 * them. The storage is synthesized on its own: the rules are its alone.
 */
interface Synthesized {
  template: Template;
}
let dev: Synthesized;
let prod: Synthesized;

function synthStorage(stage: StageName): Synthesized {
  const stack = new Stack(new App(), `Storage-${stage}`, {
    env: { region: REGION, account: '123456789012' },
  });
  const config = loadStageConfig((key) => (key === 'stage' ? stage : undefined), '123456789012');
  new Storage(stack, 'Storage', { config, siteOrigin: 'https://www.example.org' });
  return { template: Template.fromStack(stack) };
}

beforeAll(() => {
  dev = synthStorage('dev');
  prod = synthStorage('prod');
});

interface LifecycleRule {
  Id?: string;
  Prefix?: string;
  ExpirationInDays?: number;
  Status: string;
}

const uploadsRules = (s: Synthesized): LifecycleRule[] => {
  const found = Object.values(resourcesOf(s.template, 'AWS::S3::Bucket')).find((b) =>
    flatten(b.Properties.BucketName ?? '').includes('-uploads-'),
  );
  if (!found) throw new Error('No uploads bucket');
  return (found.Properties.LifecycleConfiguration as { Rules: LifecycleRule[] }).Rules;
};

describe('the uploads bucket’s lifecycle', () => {
  it.each(['dev', 'prod'] as const)('expires each prefix after its retention row’s period (%s)', (stage) => {
    const rules = uploadsRules(stage === 'dev' ? dev : prod);
    const byPrefix = rules.filter((r) => r.Prefix);
    expect(byPrefix.map((r) => r.Prefix).sort()).toEqual(BUCKET_LIFECYCLE.map((r) => r.prefix).sort());
    for (const { prefix, policy } of BUCKET_LIFECYCLE) {
      const rule = byPrefix.find((r) => r.Prefix === prefix)!;
      expect(rule.Status).toBe('Enabled');
      expect(rule.ExpirationInDays, prefix).toBe(periodDays(RETENTION[policy].period));
    }
  });

  it('keeps a data export for a day beyond its link, and no longer', () => {
    const rule = uploadsRules(prod).find((r) => r.Prefix === 'exports/')!;
    expect(rule.ExpirationInDays).toBe(2);
    expect(rule.ExpirationInDays! * 24).toBeGreaterThan(EXPORT_LINK_HOURS);
    expect(uploadsRules(prod).find((r) => r.Prefix === 'pending/')!.ExpirationInDays).toBe(1);
  });
});
