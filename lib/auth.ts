import { Duration, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolGroup,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, ATTR, AUTH_EMAILS, PASSWORD_POLICY, TOKEN_VALIDITY } from '../lambdas/contract/auth.ts';
import { ProductFunction } from './function.ts';
import { resourceName, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface AuthProps {
  readonly config: StageConfig;
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

  constructor(scope: Construct, id: string, { config }: AuthProps) {
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
      // user_type is writable so sign-up can set it; being immutable, it can never change afterwards.
      // account_type is not: only the server's check changes a type.
      writeAttributes: attributes,
    });

    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    acknowledge(
      this.userPool,
      'MFA stays off: a consumer marketplace where families and nannies sign up with email; required MFA ' +
        'would cut sign-ups and the SPA has no TOTP enrolment yet. Passwords follow a strong policy.',
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
