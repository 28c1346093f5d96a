import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LINK_HOURS } from '../../lambdas/contract/data-rights.ts';
import { BUCKET_LIFECYCLE, periodDays, RETENTION } from '../../lambdas/contract/retention.ts';
import { loadStageConfig, REGION, type StageName } from '../../lib/config.ts';
import type { Email } from '../../lib/email.ts';
import { Retention, RETENTION_HOUR_UTC } from '../../lib/retention.ts';
import { Storage } from '../../lib/storage.ts';
import { flatten, resourcesOf, SKIP_BUNDLING } from './synth.ts';

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

describe('the retention run', () => {
  const stack = new Stack(new App({ context: SKIP_BUNDLING }), 'Retention', {
    env: { region: REGION, account: '123456789012' },
  });
  const config = loadStageConfig((key) => (key === 'stage' ? 'dev' : undefined), '123456789012');
  new Retention(stack, 'Retention', {
    config,
    targets: {
      table: Table.fromTableName(stack, 'Table', 'nanny-marketplace-dev'),
      uploadsBucket: new Bucket(stack, 'Uploads'),
      email: {} as Email,
      stripeSecret: Secret.fromSecretNameV2(stack, 'Stripe', 'stripe'),
      userPool: UserPool.fromUserPoolId(stack, 'Pool', 'eu-west-2_pool'),
    },
  });
  const template = Template.fromStack(stack);

  it('runs once a day, with its failures dead-lettered', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe(`cron(0 ${RETENTION_HOUR_UTC} * * ? *)`);
    const [target] = rules[0]!.Properties.Targets as { DeadLetterConfig?: unknown; RetryPolicy?: unknown }[];
    expect(target?.DeadLetterConfig).toBeDefined();
  });

  it('may read what is due and delete, and nothing more', () => {
    const actions = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap(
        (policy) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
      )
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('dynamodb:') || action.startsWith('s3:'));
    expect([...new Set(actions)].sort()).toEqual(
      [
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        's3:DeleteObject',
      ].sort(),
    );
  });
});
