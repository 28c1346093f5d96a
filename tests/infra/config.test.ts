import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../lib/config.ts';

const from = (context: Record<string, unknown>) => (key: string) => context[key];
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e1d2c-1111-2222-3333-444455556666';

describe('stage config', () => {
  it('defaults to dev in eu-west-2, disposable', () => {
    const config = loadStageConfig(from({}), undefined);
    expect(config).toMatchObject({ stage: 'dev', region: 'eu-west-2', retainData: false });
    expect(config.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(config.customDomain).toBeUndefined();
  });

  it('keeps prod data and throttles prod differently', () => {
    const prod = loadStageConfig(from({ stage: 'prod' }), undefined);
    expect(prod).toMatchObject({ stage: 'prod', region: 'eu-west-2', retainData: true });
    expect(prod.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(prod.throttle).not.toEqual(loadStageConfig(from({}), undefined).throttle);
  });

  it('rejects unknown stages with a clear error', () => {
    expect(() => loadStageConfig(from({ stage: 'staging' }))).toThrow(
      'Unknown stage "staging": use -c stage=dev or -c stage=prod',
    );
  });

  it('lets the email domain, sender and support address be overridden', () => {
    const config = loadStageConfig(
      from({ stage: 'prod', emailDomain: 'Example.co.uk', emailFrom: 'hello@example.co.uk' }),
    );
    expect(config.email).toEqual({
      domain: 'example.co.uk',
      from: 'hello@example.co.uk',
      support: 'support@example.co.uk',
      cognitoViaSes: false,
    });
    expect(() =>
      loadStageConfig(from({ emailDomain: 'example.co.uk', emailFrom: 'me@elsewhere.com' })),
    ).toThrow(/must be an address at the SES domain example.co.uk/);
    expect(loadStageConfig(from({ cognitoEmailViaSes: 'true' })).email.cognitoViaSes).toBe(true);
    expect(() => loadStageConfig(from({ cognitoEmailViaSes: 'yes' }))).toThrow(/true or false/);
  });

  it('takes a custom domain only with a us-east-1 certificate', () => {
    expect(
      loadStageConfig(from({ domainName: 'www.example.co.uk', certificateArn: CERT })).customDomain,
    ).toEqual({
      domainName: 'www.example.co.uk',
      certificateArn: CERT,
    });
    expect(() => loadStageConfig(from({ domainName: 'www.example.co.uk' }))).toThrow(/needs both/);
    expect(() =>
      loadStageConfig(
        from({ domainName: 'www.example.co.uk', certificateArn: CERT.replace('us-east-1', 'eu-west-2') }),
      ),
    ).toThrow(/us-east-1/);
  });

  it('takes an alarm email and a monthly budget, and refuses malformed ones', () => {
    expect(loadStageConfig(from({})).alarmEmail).toBeUndefined();
    expect(loadStageConfig(from({ alarmEmail: ' ops@example.co.uk ' })).alarmEmail).toBe('ops@example.co.uk');
    expect(() => loadStageConfig(from({ alarmEmail: 'ops.example.co.uk' }))).toThrow(
      'Context "alarmEmail" must be an email address',
    );
    const dev = loadStageConfig(from({}));
    const prod = loadStageConfig(from({ stage: 'prod' }));
    expect(dev.monthlyBudgetUsd).toBeGreaterThan(0);
    expect(prod.monthlyBudgetUsd).toBeGreaterThan(dev.monthlyBudgetUsd);
    expect(loadStageConfig(from({ monthlyBudgetUsd: '250' })).monthlyBudgetUsd).toBe(250);
    expect(loadStageConfig(from({ monthlyBudgetUsd: 99.5 })).monthlyBudgetUsd).toBe(99.5);
    for (const bad of ['0', '-5', 'ten', '12.345', true])
      expect(() => loadStageConfig(from({ monthlyBudgetUsd: bad }))).toThrow(
        /Context "monthlyBudgetUsd" must be a positive amount in US dollars/,
      );
  });

  it('alarms on prod API errors at least as soon as on dev', () => {
    const dev = loadStageConfig(from({})).alarms;
    const prod = loadStageConfig(from({ stage: 'prod' })).alarms;
    expect(prod.api.errorRatePercent).toBeLessThanOrEqual(dev.api.errorRatePercent);
    // SES reviews an account at 5% bounces and 0.1% complaints: both stages alarm before that.
    for (const { email } of [dev, prod]) {
      expect(email.bounceRate).toBeLessThan(0.05);
      expect(email.complaintRate).toBeLessThan(0.001);
    }
  });
});
