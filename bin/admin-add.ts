/**
 * Adds a user to the `admin` group, so they can moderate reports at /admin/reports.
 *
 *   npm run admin:add -- someone@example.co.uk                 the dev stage on AWS
 *   npm run admin:add -- someone@example.co.uk --stage prod    another stage
 *   npm run admin:add -- someone@example.co.uk --local         the local cloud (npm start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and finds the stage's user pool by name. The user must have signed up already.
 */
import { parseArgs } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  paginateListUserPools,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../lambdas/contract/auth.ts';
import { APP_NAME } from '../lib/config.ts';
import { CREDENTIALS, IDS, REGION, url } from '../local/config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stage: { type: 'string', default: 'dev' }, local: { type: 'boolean', default: false } },
});
const email = positionals[0]?.trim();
if (!email || positionals.length !== 1 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin:add -- EMAIL [--stage NAME | --local]');
  process.exit(2);
}

const client = values.local
  ? new CognitoIdentityProviderClient({ endpoint: url('cognito'), region: REGION, credentials: CREDENTIALS })
  : new CognitoIdentityProviderClient({ region: process.env.AWS_REGION ?? 'eu-west-2' });

async function userPoolId(): Promise<string> {
  if (values.local) return IDS.userPoolId;
  const name = `${APP_NAME}-${values.stage}-users`;
  for await (const page of paginateListUserPools({ client }, { MaxResults: 60 }))
    for (const pool of page.UserPools ?? []) if (pool.Name === name && pool.Id) return pool.Id;
  throw new Error(
    `No user pool named ${name} in this account and region. Is the ${values.stage} stage deployed?`,
  );
}

try {
  const poolId = await userPoolId();
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.Username!, GroupName: ADMIN_GROUP }),
  );
  console.log(
    `${email} is now in the ${ADMIN_GROUP} group of ${poolId}. They see it after signing in again.`,
  );
} catch (error) {
  if (error instanceof UserNotFoundException) {
    console.error(`No user ${email} in that pool: they must sign up first.`);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
