import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { ADMIN_GROUP, ATTR } from '../contract/auth.ts';
import { TWO_FACTOR_REQUIRED_CLAIM } from '../contract/two-factor.ts';
import { withholdsName } from '../domain/names.ts';
import { cognito } from '../platform/clients.ts';
import { createLogger } from '../platform/log.ts';

const log = createLogger({ function: 'pre-token-generation' });

/** Whether the user has an authenticator app (TOTP) set up and turned on for sign-in. */
export async function hasTotp(userPoolId: string, username: string): Promise<boolean> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (
    (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') ||
    user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA'
  );
}

/**
 * Cognito Pre Token Generation trigger: admin accounts must sign in with an authenticator app. The pool
 * lets every user turn TOTP on (MFA optional: required MFA would cut a consumer marketplace's sign-ups),
 * so the admin group's rule is enforced here: a member of the admin group whose TOTP is not on gets
 * tokens without the group, which the admin API's check (platform/principal.ts) then refuses, and with
 * a claim that tells the SPA to send them to set it up. Once TOTP is on, Cognito asks for the code at
 * every sign-in, and the next tokens carry the group again.
 *
 * Everyone else's tokens are left as they are, without a call to the pool, but for one thing: a name
 * that passes for the site or its staff (written straight to the pool by the app client, past the
 * product's checks) is left out of them (domain/names.ts), so no answer, message or email carries it.
 */
export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const groups = event.request.groupConfiguration.groupsToOverride ?? [];
  if (!groups.includes(ADMIN_GROUP)) return withoutReservedName(event, groups);
  if (await hasTotp(event.userPoolId, event.userName)) return event;
  log.info('admin group withheld until two-factor is set up', { username: event.userName });
  event.response = {
    claimsOverrideDetails: {
      ...event.response.claimsOverrideDetails,
      claimsToAddOrOverride: {
        ...event.response.claimsOverrideDetails?.claimsToAddOrOverride,
        [TWO_FACTOR_REQUIRED_CLAIM]: 'true',
      },
      groupOverrideDetails: {
        groupsToOverride: groups.filter((g) => g !== ADMIN_GROUP),
        iamRolesToOverride: event.request.groupConfiguration.iamRolesToOverride ?? [],
        ...(event.request.groupConfiguration.preferredRole
          ? { preferredRole: event.request.groupConfiguration.preferredRole }
          : {}),
      },
    },
  };
  return event;
};

/** The event with the `name` claim suppressed when the pool's name for the user must not be shown. */
function withoutReservedName(
  event: PreTokenGenerationTriggerEvent,
  groups: readonly string[],
): PreTokenGenerationTriggerEvent {
  if (!withholdsName(event.request.userAttributes, groups)) return event;
  log.info('a name that passes for the site or its staff left out of the tokens', {
    username: event.userName,
  });
  const details = event.response.claimsOverrideDetails;
  event.response = {
    claimsOverrideDetails: {
      ...details,
      claimsToSuppress: [...(details?.claimsToSuppress ?? []), ATTR.name],
    },
  };
  return event;
}
