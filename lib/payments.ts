import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { APP_NAME, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface PaymentsProps {
  readonly config: StageConfig;
}

/**
 * Stripe credentials. The secret holds JSON `{ "secretKey": "sk_...", "webhookSecret": "whsec_..." }`.
 * It is created with placeholders (a literal secretKey and a random webhookSecret) so nothing works
 * until an operator fills in the real values after the first deploy, e.g.
 *
 *   aws secretsmanager put-secret-value --region eu-west-2 --secret-id nanny-marketplace/dev/stripe \
 *     --secret-string '{"secretKey":"sk_live_...","webhookSecret":"whsec_..."}'
 *
 * The webhook secret comes from the Stripe dashboard endpoint pointing at the `StripeWebhookUrl` output.
 * Later deploys never overwrite the value (CloudFormation only generates it on creation).
 */
export class Payments extends Construct {
  readonly stripeSecret: Secret;
  /** `nanny-marketplace/<stage>/stripe`: what operators look the secret up by. */
  readonly secretName: string;

  constructor(scope: Construct, id: string, { config }: PaymentsProps) {
    super(scope, id);
    this.secretName = `${APP_NAME}/${config.stage}/stripe`;

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      secretName: this.secretName,
      description:
        'Stripe API secret key and webhook signing secret: { secretKey, webhookSecret }. Set by operators.',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: 'sk_unset_replace_after_deploy' }),
        // A random, unknowable signing secret: the webhook rejects every event until the real one is set.
        generateStringKey: 'webhookSecret',
        excludePunctuation: true,
      },
      removalPolicy: config.removalPolicy,
    });

    acknowledge(
      this.stripeSecret,
      'Stripe keys are issued and rolled in the Stripe dashboard; Secrets Manager cannot rotate them. ' +
        'Operators roll them in Stripe and put the new value here.',
      'AwsSolutions-SMG4',
    );
  }
}
