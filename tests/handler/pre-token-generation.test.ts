import { beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { mockAws, quietConsole, stubFunctionEnv, TEST_ENV } from '../support/aws.ts';
import { TWO_FACTOR_REQUIRED_CLAIM } from '../../lambdas/contract/two-factor.ts';
import type * as PreTokenModule from '../../lambdas/triggers/pre-token-generation.ts';

stubFunctionEnv();
const aws = mockAws('cognito');
quietConsole();

let handler: typeof PreTokenModule.handler;
beforeAll(async () => {
  ({ handler } = await import('../../lambdas/triggers/pre-token-generation.ts'));
});

const event = (groups: string[], name?: string): PreTokenGenerationTriggerEvent =>
  ({
    version: '1',
    region: 'eu-west-2',
    userPoolId: TEST_ENV.USER_POOL_ID,
    userName: 'admin-user',
    triggerSource: 'TokenGeneration_Authentication',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: {
      userAttributes: {
        sub: 'admin-user',
        email: 'admin@example.com',
        ...(name === undefined ? {} : { name }),
      },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [] },
    },
    response: { claimsOverrideDetails: null },
  }) as unknown as PreTokenGenerationTriggerEvent;

describe('the Pre Token Generation trigger', () => {
  it('withholds the admin group from an admin without TOTP and says that two-factor is required', async () => {
    aws.cognito.on(AdminGetUserCommand).resolves({ Username: 'admin-user', UserMFASettingList: [] });
    const out = await handler(event(['admin', 'editors']));
    expect(out.response.claimsOverrideDetails).toEqual({
      claimsToAddOrOverride: { [TWO_FACTOR_REQUIRED_CLAIM]: 'true' },
      groupOverrideDetails: { groupsToOverride: ['editors'], iamRolesToOverride: [] },
    });
    expect(aws.cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: TEST_ENV.USER_POOL_ID,
      Username: 'admin-user',
    });
  });

  it('leaves the tokens of an admin with TOTP on as they are', async () => {
    aws.cognito.on(AdminGetUserCommand).resolves({
      Username: 'admin-user',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    const out = await handler(event(['admin']));
    expect(out.response.claimsOverrideDetails).toBeNull();
  });

  it('asks the pool nothing for a user outside the admin group', async () => {
    const out = await handler(event([]));
    expect(out.response.claimsOverrideDetails).toBeNull();
    expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('fails the sign-in rather than hand out the group when the pool cannot be asked', async () => {
    aws.cognito.on(AdminGetUserCommand).rejects(new Error('throttled'));
    await expect(handler(event(['admin']))).rejects.toThrow('throttled');
  });
});

describe('a name written straight to the pool', () => {
  it('is left out of the tokens when it passes for the site or its staff', async () => {
    for (const name of ['Nanny Marketplace Support Team', 'Admin Team', 'N\u0430nny M\u0430rketplace']) {
      const out = await handler(event([], name));
      expect(out.response.claimsOverrideDetails, name).toEqual({ claimsToSuppress: ['name'] });
    }
    expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('is kept when it is a person’s or agency’s own, and when the account is staff', async () => {
    expect((await handler(event([], 'Harriet Vane'))).response.claimsOverrideDetails).toBeNull();
    expect((await handler(event(['editors'], 'Teamwork Nannies'))).response.claimsOverrideDetails).toBeNull();
    aws.cognito.on(AdminGetUserCommand).resolves({
      Username: 'admin-user',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });
    expect((await handler(event(['admin'], 'Site Admin'))).response.claimsOverrideDetails).toBeNull();
  });
});
