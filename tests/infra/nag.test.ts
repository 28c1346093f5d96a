import { describe, expect, it } from 'vitest';
import { synth, type PluginReport } from './synth.ts';

const CUSTOM_DOMAIN = {
  domainName: 'www.example.co.uk',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e1d2c-1111-2222-3333-444455556666',
};

/**
 * cdk-nag 3 is a CDK validation plugin: it reports through the validation report written at synthesis
 * (what `cdk synth` prints), not through annotations. Synthesis itself throws on any unacknowledged
 * error; warnings only show in the report, so the report is read for both.
 */
function awsSolutionsFindings(reports: readonly PluginReport[] | undefined): string[] {
  // No report at all means no plugin ran: buildApp no longer registers the pack.
  expect(reports, 'validation report (is AwsSolutionsChecks registered?)').toBeDefined();
  return (reports ?? [])
    .filter((r) => r.pluginName === 'AwsSolutions')
    .flatMap((r) => r.violations ?? [])
    .flatMap((v) =>
      v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} at ${c.constructPath}: ${v.description}`),
    );
}

describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['dev', 'dev', {}, undefined],
    ['prod', 'prod', {}, undefined],
    ['prod, account known (as when deploying)', 'prod', {}, '123456789012'],
    [
      'prod, custom domain and Cognito mail via SES',
      'prod',
      { ...CUSTOM_DOMAIN, cognitoEmailViaSes: 'true' },
      undefined,
    ],
  ] as const)('has no unacknowledged errors or warnings: %s', (_name, stage, context, account) => {
    const { pluginReports } = synth(stage, context, account);
    expect(awsSolutionsFindings(pluginReports)).toEqual([]);
  });
});
