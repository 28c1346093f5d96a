import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { APP_NAME, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface EmailProps {
  readonly config: StageConfig;
}

/**
 * The SES domain identity the app sends from. Easy DKIM is on; the three CNAME records SES asks for
 * are stack outputs, to be added to the domain's DNS before SES will send. A new account is also in
 * the SES sandbox (verified recipients only) until production access is requested.
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  /** The address Lambdas send from (`EMAIL_FROM`). */
  readonly from: string;
  /** Signs links the app emails (one-click unsubscribe), so they cannot be forged. Generated once. */
  readonly linkSigningSecret: Secret;

  constructor(scope: Construct, id: string, { config }: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(config.email.domain) });
    this.from = config.email.from;
    this.linkSigningSecret = new Secret(this, 'LinkSigningSecret', {
      secretName: `${APP_NAME}/${config.stage}/link-signing`,
      description: 'Signs the links the app emails (newsletter unsubscribe). Generated; never shown.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      this.linkSigningSecret,
      'Rotating the link-signing key would break every unsubscribe link already mailed; it never leaves ' +
        'AWS and is read only by the functions that sign or check links.',
      'AwsSolutions-SMG4',
    );
  }
}
