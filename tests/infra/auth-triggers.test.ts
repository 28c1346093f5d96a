import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOf, synth, type Synthesized } from './synth.ts';

let dev: Synthesized;

beforeAll(() => {
  dev = synth('dev');
});

const pool = () => {
  const pools = Object.values(resourcesOf(dev.template, 'AWS::Cognito::UserPool'));
  expect(pools).toHaveLength(1);
  return pools[0]!.Properties;
};

/** The function a pool trigger names, by its name. */
const triggerFunction = (trigger: string) => {
  const config = pool().LambdaConfig as Record<string, unknown>;
  expect(config[trigger], trigger).toBeDefined();
  const found = Object.entries(resourcesOf(dev.template, 'AWS::Lambda::Function')).find(([id]) =>
    JSON.stringify(config[trigger]).includes(`"${id}"`),
  );
  return found?.[1].Properties.FunctionName;
};

describe('user pool: two-factor and the account index', () => {
  it('lets users turn on an authenticator app (TOTP), never SMS, without requiring it of everyone', () => {
    expect(pool()).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('runs the Pre Token Generation trigger that holds admins to TOTP', () => {
    expect(triggerFunction('PreTokenGeneration')).toBe('nanny-marketplace-dev-pre-token-generation');
  });

  it('records every confirmed account with the PostConfirmation trigger', () => {
    expect(triggerFunction('PostConfirmation')).toBe('nanny-marketplace-dev-post-confirmation');
  });

  it('reconciles the accounts daily, with retries and dead letters', () => {
    const rules = Object.values(resourcesOf(dev.template, 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes('ReconcileAccounts'),
    );
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.ScheduleExpression).toBe('rate(1 day)');
    const [target] = rule.Targets as Array<Record<string, unknown>>;
    expect(target).toMatchObject({ RetryPolicy: { MaximumRetryAttempts: 2 } });
    expect(JSON.stringify(target!.DeadLetterConfig)).toContain('ReconcileAccountsDeadLetters');
  });
});
