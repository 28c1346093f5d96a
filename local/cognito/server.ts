/**
 * The local user pool: cognito-local, run in this process with its data in the working directory,
 * plus the three things it lacks for this product:
 * - the pool, app client and admin group are created from the shared definitions, with fixed ids;
 * - codes are emailed through the local SES (so they land in the mailbox), worded as on AWS;
 * - ID tokens carry the user's standard attributes (name) as Cognito's do, less a name the pool's Pre
 *   Token Generation trigger would leave out;
 * - a changed email stays the sign-in address until the new one is verified (keepOriginal on AWS), and
 *   the code goes to the new address, as Cognito sends it.
 * A small proxy in front (./proxy.ts) adds the API calls Amplify needs that cognito-local lacks.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { pino } from 'pino';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
} from 'cognito-local/lib/services/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import type { PreTokenGenerationTrigger } from 'cognito-local/lib/services/triggers/preTokenGeneration.js';
import {
  ADMIN_GROUP,
  ATTR,
  AUTH_EMAILS,
  CLIENT_WRITE_ATTRIBUTES,
  PASSWORD_POLICY,
  TOKEN_VALIDITY,
} from '../../lambdas/contract/auth.ts';
import { withholdsName } from '../../lambdas/domain/names.ts';
import { startCognitoProxy, type PoolUsers } from './proxy.ts';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`cognito: missing ${name}`);
  return value;
};
const POOL_ID = need('USER_POOL_ID');
const CLIENT_ID = need('USER_POOL_CLIENT_ID');
const INTERNAL_PORT = Number(need('COGNITO_INTERNAL_PORT'));
const PUBLIC_PORT = Number(need('COGNITO_PORT'));
const ISSUER_DOMAIN = need('COGNITO_ISSUER_DOMAIN');
const EMAIL_FROM = need('EMAIL_FROM');
/**
 * Whether admins must use TOTP here as on AWS. Off unless LOCAL_ADMIN_MFA=required: the seeded admin
 * and the tests that sign in as it use a password alone.
 */
const ADMIN_TWO_FACTOR = process.env.LOCAL_ADMIN_MFA === 'required';

type Attr = { Name: string; Value?: string };
type PoolUser = { Username: string; Attributes: Attr[]; UnverifiedAttributeChanges?: Attr[] };
const attr = (attributes: Attr[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

const ses = new SESv2Client({});
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'error' });

/** Emails every code through SES, as Cognito's own email sender would. */
class MailingMessageSender {
  async sendEmail(
    _ctx: unknown,
    user: { Username: string; Attributes: Attr[] },
    destination: string,
    message: { __code?: string },
  ) {
    await this.deliver(
      destination || attr(user.Attributes, 'email') || user.Username,
      message.__code ?? '',
      'verification',
    );
  }
  async sendSms(): Promise<void> {
    throw new Error('SMS is not used by this product');
  }
  async deliver(to: string, code: string, kind: keyof typeof AUTH_EMAILS) {
    const template = AUTH_EMAILS[kind];
    const text = template.body.replace('{####}', code);
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: EMAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: template.subject }, Body: { Text: { Data: text } } } },
      }),
    );
    console.log(`cognito: emailed a ${kind} code to ${to}`);
  }
}

/** Knows which flow a code belongs to, so the email is worded for it. */
class ProductMessages extends MessagesService {
  private readonly sender: MailingMessageSender;
  constructor(triggers: TriggersService, sender: MailingMessageSender) {
    super(triggers, new MessageDeliveryService(sender));
    this.sender = sender;
  }
  override async deliver(
    _ctx: unknown,
    source: string,
    _clientId: unknown,
    _poolId: unknown,
    user: PoolUser,
    code: string,
    _meta: unknown,
    details: { Destination?: string },
  ) {
    // A code for a changed email verifies the new address, so Cognito sends it there; cognito-local
    // would send it to the address still in use.
    const pending =
      source === 'UpdateUserAttribute' || source === 'VerifyUserAttribute'
        ? attr(user.UnverifiedAttributeChanges, 'email')
        : undefined;
    const to = pending || details?.Destination || attr(user.Attributes, 'email') || user.Username;
    await this.sender.deliver(to, code, source === 'ForgotPassword' ? 'passwordReset' : 'verification');
  }
}

async function main() {
  const ctx = { logger };
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: ISSUER_DOMAIN },
    ServerConfig: { port: INTERNAL_PORT, hostname: '127.0.0.1', development: false, https: false },
  };
  const dataDirectory = '.cognito/db';
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  // No Lambda triggers are configured, so the Lambda service never calls a Lambda client.
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService({}, undefined as never),
    new CryptoService({}),
  );
  // Cognito puts the user's standard attributes in the ID token; cognito-local only the custom ones.
  const enabled = triggers.enabled.bind(triggers);
  triggers.enabled = (name) => name === 'PreTokenGeneration' || enabled(name);
  // A name that passes for the site or its staff stays out of the token, as the pool's Pre Token
  // Generation trigger leaves it out on AWS (domain/names.ts).
  const addStandardClaims: PreTokenGenerationTrigger = async (triggerCtx, req) => {
    const groups = await groupsOf(triggerCtx, cognito, req.username);
    const attributes = Object.fromEntries(req.userAttributes.map((a) => [a.Name, a.Value ?? '']));
    const standard: Record<string, string> = withholdsName(attributes, groups)
      ? {}
      : { [ATTR.name]: attr(req.userAttributes, ATTR.name) ?? '' };
    if (!ADMIN_TWO_FACTOR) return { claimsOverrideDetails: { claimsToAddOrOverride: standard } };
    return { claimsOverrideDetails: await adminTwoFactor(triggerCtx, cognito, req, standard, groups) };
  };
  Object.defineProperty(triggers, 'preTokenGeneration', { value: addStandardClaims });

  const services = {
    clock,
    cognito,
    config,
    messages: new ProductMessages(triggers, new MailingMessageSender()),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };

  await ensurePool(ctx, cognito, clock);

  const server = createServer(Router(services), logger, config.ServerConfig, services);
  await server.start();
  await startCognitoProxy({
    publicPort: PUBLIC_PORT,
    internalPort: INTERNAL_PORT,
    users: await poolUsers(ctx, cognito),
  });
  console.log(`cognito: ready on http://127.0.0.1:${PUBLIC_PORT} (pool ${POOL_ID})`);
}

/** Creates the pool, app client and admin group on first start; later starts keep them in step. */
// cognito-local's services are untyped JavaScript here; their shapes are as its sources define them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ensurePool(ctx: unknown, cognito: any, clock: DateClock) {
  const pools: Array<{ Id: string }> = await cognito.listUserPools(ctx);
  const options = {
    Id: POOL_ID,
    Name: 'nanny-marketplace-local',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    Policies: {
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        RequireLowercase: PASSWORD_POLICY.requireLowercase,
        RequireUppercase: PASSWORD_POLICY.requireUppercase,
        RequireNumbers: PASSWORD_POLICY.requireDigits,
        RequireSymbols: PASSWORD_POLICY.requireSymbols,
      },
    },
    SchemaAttributes: [
      { Name: 'email', AttributeDataType: 'String', Mutable: true, Required: true },
      { Name: 'name', AttributeDataType: 'String', Mutable: true, Required: true },
      { Name: ATTR.userType, AttributeDataType: 'String', Mutable: false, Required: false },
      { Name: ATTR.accountType, AttributeDataType: 'String', Mutable: true, Required: false },
    ],
    AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    // keepOriginal on AWS (lib/auth.ts): a changed email waits for its code before it replaces the old.
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    // As on AWS: anyone may turn on an authenticator app; who has one is asked for its code.
    MfaConfiguration: 'OPTIONAL',
    SoftwareTokenMfaConfiguration: { Enabled: true },
  };
  if (!pools.some((p) => p.Id === POOL_ID)) await cognito.createUserPool(ctx, options);
  const pool = await cognito.getUserPool(ctx, POOL_ID);
  const now = clock.get();
  // A pool made before an attribute was defined gains it, as Cognito adds a custom attribute to a pool.
  const known: Array<{ Name: string }> = pool.options.SchemaAttributes ?? [];
  const missing = options.SchemaAttributes.filter((a) => !known.some((k) => k.Name === a.Name));
  // Settings added since the pool was made are brought in line too.
  const settings = {
    UserAttributeUpdateSettings: options.UserAttributeUpdateSettings,
    MfaConfiguration: options.MfaConfiguration,
    SoftwareTokenMfaConfiguration: options.SoftwareTokenMfaConfiguration,
  };
  const settingsDiffer = Object.entries(settings).some(
    ([name, value]) => JSON.stringify(pool.options[name]) !== JSON.stringify(value),
  );
  if (missing.length || settingsDiffer)
    await pool.updateOptions(ctx, {
      ...pool.options,
      ...settings,
      SchemaAttributes: [...known, ...missing],
      LastModifiedDate: now,
    });
  await pool.saveAppClient(ctx, {
    ClientId: CLIENT_ID,
    ClientName: 'web',
    UserPoolId: POOL_ID,
    ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    // As lib/auth.ts gives the client; cognito-local does not enforce them, the proxy does.
    WriteAttributes: [...CLIENT_WRITE_ATTRIBUTES],
    PreventUserExistenceErrors: 'ENABLED',
    IdTokenValidity: TOKEN_VALIDITY.idTokenMinutes,
    AccessTokenValidity: TOKEN_VALIDITY.accessTokenMinutes,
    RefreshTokenValidity: TOKEN_VALIDITY.refreshTokenDays,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    CreationDate: now,
    LastModifiedDate: now,
  });
  const groups: Array<{ GroupName: string }> = await pool.listGroups(ctx);
  if (!groups.some((g) => g.GroupName === ADMIN_GROUP))
    await pool.saveGroup(ctx, {
      GroupName: ADMIN_GROUP,
      UserPoolId: POOL_ID,
      Description: 'Moderators: review reports and verify DBS checks',
      CreationDate: now,
      LastModifiedDate: now,
    });
}

/**
 * The pool's Pre Token Generation trigger (lambdas/triggers/pre-token-generation.ts), run as Cognito runs
 * it: with the user's groups, its answer applied to the ID token (the one the API reads). cognito-local
 * passes no groups and applies no group override, so both are done here.
 */
async function adminTwoFactor(
  ctx: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  cognito: any,
  req: Parameters<PreTokenGenerationTrigger>[1],
  standard: Record<string, string>,
  groups: string[],
) {
  const { handler } = await import('../../lambdas/triggers/pre-token-generation.ts');
  const out = await handler({
    version: '1',
    region: process.env.AWS_REGION ?? 'eu-west-2',
    userPoolId: POOL_ID,
    userName: req.username,
    triggerSource: 'TokenGeneration_Authentication',
    callerContext: { awsSdkVersion: 'local', clientId: req.clientId },
    request: {
      userAttributes: Object.fromEntries(req.userAttributes.map((a) => [a.Name, a.Value ?? ''])),
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [] },
    },
    response: { claimsOverrideDetails: {} },
  });
  const details = out.response.claimsOverrideDetails;
  const kept = details?.groupOverrideDetails?.groupsToOverride;
  return {
    claimsToAddOrOverride: {
      ...standard,
      ...details?.claimsToAddOrOverride,
      // An array, as Cognito writes the claim; cognito-local's types allow only strings, its tokens any JSON.
      ...(kept?.length ? { 'cognito:groups': kept as unknown as string } : {}),
    },
    ...(kept && !kept.length ? { claimsToSuppress: ['cognito:groups'] } : {}),
  };
}

/** The groups a user belongs to; cognito-local passes none to its trigger. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function groupsOf(ctx: unknown, cognito: any, username: string): Promise<string[]> {
  const pool = await cognito.getUserPool(ctx, POOL_ID);
  const user = await pool.getUserByUsername(ctx, username);
  return user ? await pool.listUserGroupMembership(ctx, user) : [];
}

/** The pool's users as the proxy reads and changes them (cognito-local's user records). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function poolUsers(ctx: unknown, cognito: any): Promise<PoolUsers> {
  const pool = await cognito.getUserPool(ctx, POOL_ID);
  return {
    byUsername: (username) => pool.getUserByUsername(ctx, username),
    byRefreshToken: (token) => pool.getUserByRefreshToken(ctx, token),
    save: (user) => pool.saveUser(ctx, user),
  };
}

main().catch((error: unknown) => {
  console.error('cognito: failed to start', error);
  process.exit(1);
});
