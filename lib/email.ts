import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from './config.ts';

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

  constructor(scope: Construct, id: string, { config }: EmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(config.email.domain) });
    this.from = config.email.from;
  }
}
