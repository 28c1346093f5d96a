import { Duration, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolGroup,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ADMIN_GROUP, ATTR, AUTH_EMAILS, PASSWORD_POLICY, TOKEN_VALIDITY } from '../lambdas/contract/auth.ts';
import { ProductFunction } from './function.ts';
import { resourceName, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface AuthProps {
  readonly config: StageConfig;
  /** The table the PostConfirmation trigger records each new account in (data/account-index.ts). */
  readonly table: ITable;
}

/** `user_type` in `custom:user_type`: the name Cognito stores a custom attribute under, minus its prefix. */
const USER_TYPE = ATTR.userType.replace(/^custom:/, '');
const ACCOUNT_TYPE = ATTR.accountType.replace(/^custom:/, '');

/** Users (family, nanny, agency), the admin group, and the SPA's app client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  /** The `iss` claim of the pool's tokens, which the API's JWT authorizer checks. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, { config, table }: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: resourceName(config, 'users'),
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed email stays the sign-in address until the new one is verified.
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: AUTH_EMAILS.verification.subject,
        emailBody: AUTH_EMAILS.verification.body,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: true, mutable: true },
      },
      customAttributes: {
        // Chosen once at sign-up; immutable so nobody can turn themselves into another kind of user.
        // Cognito never lets a custom attribute's constraints change, so leave room for future types.
        [USER_TYPE]: new StringAttribute({ mutable: false, minLen: 1, maxLen: 32 }),
        // The type an account switched to while it had created nothing (PUT /me/account-type). Mutable, but
        // only the API's function may write it: the app client can read it, never write it.
        [ACCOUNT_TYPE]: new StringAttribute({ mutable: true, minLen: 1, maxLen: 32 }),
      },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Anyone may turn on an authenticator app (TOTP); the admin group must (the Pre Token Generation
      // trigger below). SMS is not offered: it costs per message and is the weaker factor.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection needs the Plus plan; see the acknowledgement below.
      featurePlan: FeaturePlan.ESSENTIALS,
      email: config.email.cognitoViaSes
        ? UserPoolEmail.withSES({
            fromEmail: config.email.from,
            fromName: 'Nanny Marketplace',
            sesVerifiedDomain: config.email.domain,
            sesRegion: config.region,
          })
        : UserPoolEmail.withCognito(config.email.support),
      deletionProtection: config.retainData,
      removalPolicy: config.removalPolicy,
    });

    // Every self sign-up must name a known user type and a name; the local cloud runs the same check.
    const preSignUp = new ProductFunction(this, 'PreSignUp', {
      config,
      name: 'pre-sign-up',
      description: 'Cognito PreSignUp: checks user type and name',
      handler: 'triggers/pre-sign-up.ts',
      uses: [],
      environment: { STAGE: config.stage },
      timeout: Duration.seconds(5),
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp.function);

    // Every confirmed account is recorded in the account index, so an account whose sign-in is removed
    // outside the product is found by the reconciliation (lib/reconcile-accounts.ts) and deleted.
    const postConfirmation = new ProductFunction(this, 'PostConfirmation', {
      config,
      name: 'post-confirmation',
      description: 'Cognito PostConfirmation: records the new account in the account index',
      handler: 'triggers/post-confirmation.ts',
      uses: ['table:PutItem'],
      environment: { STAGE: config.stage, TABLE_NAME: table.tableName },
      timeout: Duration.seconds(5),
    });
    postConfirmation.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:PutItem'],
        resources: [table.tableArn],
      }),
    );
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation.function);

    // Admin accounts must use TOTP: an admin without it gets tokens without the admin group.
    const preTokenGeneration = new ProductFunction(this, 'PreTokenGeneration', {
      config,
      name: 'pre-token-generation',
      description: 'Cognito Pre Token Generation: withholds the admin group from admins without TOTP',
      handler: 'triggers/pre-token-generation.ts',
      uses: ['userpool:AdminGetUser'],
      environment: { STAGE: config.stage },
      timeout: Duration.seconds(5),
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION, preTokenGeneration.function);
    // A policy of its own, not the function's default one: the pool depends on the function (its
    // trigger), so the function may not depend on a policy that names the pool.
    new Policy(this, 'PreTokenGenerationReadsUsers', {
      roles: [preTokenGeneration.function.role!],
      statements: [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['cognito-idp:AdminGetUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    this.adminGroup = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'Moderators: may review and resolve user reports.',
    });

    const attributes = new ClientAttributes()
      .withStandardAttributes({ email: true, fullname: true })
      .withCustomAttributes(USER_TYPE);
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: resourceName(config, 'web'),
      // A browser cannot keep a secret.
      generateSecret: false,
      // SRP on AWS; USER_PASSWORD where the pool has no SRP (the local cloud). CDK adds REFRESH_TOKEN.
      authFlows: { userSrp: true, userPassword: true },
      // Sign-in happens in the SPA through Amplify, never through the hosted UI.
      disableOAuth: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshTokenDays),
      // account_type is read into the ID token, where it overrides user_type once set.
      readAttributes: attributes
        .withStandardAttributes({ emailVerified: true })
        .withCustomAttributes(ACCOUNT_TYPE),
      // Exactly CLIENT_WRITE_ATTRIBUTES (lambdas/contract/auth.ts says why; tests/infra holds them equal).
      // user_type is writable so sign-up can set it; being immutable, it can never change afterwards.
      // account_type is not: only the server's check changes a type. email and name are the pool's
      // required attributes, which Cognito refuses to make unwritable for any client ("Invalid write
      // attributes specified"): the name rule is held by the PreSignUp trigger, PUT /me/name (the only way
      // the SPA changes a name) and the Pre Token Generation trigger, which keeps a name written straight
      // to the pool out of tokens when it passes for the site or its staff.
      writeAttributes: attributes,
    });

    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    acknowledge(
      this.userPool,
      'MFA is optional, not required: a consumer marketplace where families and nannies sign up with ' +
        'email, where required MFA would cut sign-ups. Anyone may turn on TOTP; the admin group must ' +
        '(the Pre Token Generation trigger withholds the group until it is on). Passwords follow a strong policy.',
      'AwsSolutions-COG2',
    );
    acknowledge(
      this.userPool,
      'Essentials plan on purpose: threat protection (Plus plan) is billed per monthly active user and is ' +
        'a product cost decision still to be made; the API throttles and the pool enforces a strong password policy.',
      'AwsSolutions-COG8',
    );
  }
}
