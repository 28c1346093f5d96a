import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routeList, type RouteDef } from '../lambdas/contract/routes.ts';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import { Api } from './api.ts';
import { Auth } from './auth.ts';
import type { StageConfig } from './config.ts';
import { Data } from './data.ts';
import type { EdgeStack } from './edge.ts';
import { Email } from './email.ts';
import { DataRights } from './data-rights.ts';
import { JobAlerts } from './job-alerts.ts';
import { SitePages } from './site-pages.ts';
import { JobClock } from './job-clock.ts';
import { InterviewReminders } from './interview-reminders.ts';
import { Nudges } from './nudges.ts';
import { Monitoring } from './monitoring.ts';
import { Retention } from './retention.ts';
import { Outbox } from './outbox.ts';
import { Payments } from './payments.ts';
import { ReconcileAccounts } from './reconcile-accounts.ts';
import { Storage } from './storage.ts';
import { Web } from './web.ts';

export interface MarketplaceStackProps extends Omit<StackProps, 'env'> {
  readonly config: StageConfig;
  /** The stage's firewall and edge function (us-east-1), read through cross-region references. */
  readonly edge: EdgeStack;
}

/** One stage of the marketplace: every AWS resource of the app, in eu-west-2. */
export class MarketplaceStack extends Stack {
  readonly config: StageConfig;
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly email: Email;
  readonly payments: Payments;
  readonly api: Api;
  readonly outbox: Outbox;
  readonly jobClock: JobClock;
  readonly interviewReminders: InterviewReminders;
  readonly nudges: Nudges;
  readonly jobAlerts: JobAlerts;
  readonly sitePages: SitePages;
  readonly dataRights: DataRights;
  readonly retention: Retention;
  readonly reconcileAccounts: ReconcileAccounts;
  readonly web: Web;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    const { config } = props;
    super(scope, id, {
      ...props,
      description: `Nanny Marketplace (${config.stage}): SPA, HTTP API, Cognito, DynamoDB, S3, SES, Stripe secret`,
      env: { account: config.account, region: config.region },
      terminationProtection: config.retainData,
      crossRegionReferences: true,
    });
    this.config = config;

    // Functions and the uploads bucket need the SPA's origin, which is the distribution's domain unless a
    // custom domain is set; the distribution in turn serves the API. Resolving the origin lazily lets
    // Web be built last.
    const siteOrigin = Lazy.string({ produce: () => this.web.siteOrigin });

    this.data = new Data(this, 'Data', { config });
    this.auth = new Auth(this, 'Auth', { config, table: this.data.table });
    this.email = new Email(this, 'Email', { config });
    this.payments = new Payments(this, 'Payments', { config });
    this.storage = new Storage(this, 'Storage', { config, siteOrigin });
    this.api = new Api(this, 'Api', {
      config,
      auth: this.auth,
      table: this.data.table,
      uploadsBucket: this.storage.uploadsBucket,
      email: this.email,
      stripeSecret: this.payments.stripeSecret,
      siteOrigin,
    });
    // What the functions that work in the background (not behind a route) are granted on.
    const workTargets = {
      table: this.data.table,
      uploadsBucket: this.storage.uploadsBucket,
      email: this.email,
      stripeSecret: this.payments.stripeSecret,
      userPool: this.auth.userPool,
    };
    this.outbox = new Outbox(this, 'Outbox', {
      config,
      siteOrigin,
      targets: workTargets,
    });
    this.jobClock = new JobClock(this, 'JobClock', {
      config,
      targets: workTargets,
    });
    this.interviewReminders = new InterviewReminders(this, 'InterviewReminders', {
      config,
      targets: workTargets,
    });
    this.nudges = new Nudges(this, 'Nudges', { config, targets: workTargets });
    this.jobAlerts = new JobAlerts(this, 'JobAlerts', { config, targets: workTargets });
    this.dataRights = new DataRights(this, 'DataRights', { config, targets: workTargets });
    this.retention = new Retention(this, 'Retention', { config, targets: workTargets });
    this.reconcileAccounts = new ReconcileAccounts(this, 'ReconcileAccounts', {
      config,
      targets: workTargets,
    });
    this.web = new Web(this, 'Web', {
      config,
      logsBucket: this.storage.logsBucket,
      uploadsBucketName: this.storage.uploadsBucketName,
      apiDomainName: this.api.domainName,
      apiOriginVerify: this.api.originVerify,
      webAclArn: props.edge.webAclArn,
      edge: props.edge,
      // The API is the site's own (/api); the browser also signs in with Cognito and uploads straight
      // to the uploads bucket.
      connectSources: [`https://cognito-idp.${this.region}.amazonaws.com`, this.storage.uploadsOrigin],
      imageSources: [this.storage.uploadsOrigin],
      runtimeConfig: {
        stage: config.stage,
        region: this.region,
        apiUrl: API_BASE_PATH,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        supportEmail: config.email.support,
      },
    });
    this.sitePages = new SitePages(this, 'SitePages', {
      config,
      targets: workTargets,
      siteBucket: this.web.siteBucket,
      siteOrigin,
    });
    // The distribution serves the public logo copies (logos/*) of the uploads bucket, and only those.
    this.storage.allowLogoReadsBy(this.web.distribution);

    // Last: it walks the stack for every function to give alarms and every alarm to notify.
    this.monitoring = new Monitoring(this, 'Monitoring', {
      config,
      api: this.api,
      table: this.data.table,
    });

    this.outputs();
  }

  private outputs(): void {
    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', this.web.siteOrigin, 'The SPA');
    output(
      'DistributionDomain',
      this.web.distribution.distributionDomainName,
      'Point a custom domain here (CNAME/alias)',
    );
    const apiUrl = `${this.web.siteOrigin}${API_BASE_PATH}`;
    output('ApiUrl', apiUrl, 'The API on the site (no trailing slash)');
    output('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', this.auth.client.userPoolClientId, 'Cognito app client of the SPA');
    output('TableName', this.data.table.tableName, 'DynamoDB single table');
    output(
      'AlarmTopicArn',
      this.monitoring.topic.topicArn,
      'Every alarm and the monthly budget notify this topic: subscribe a pager or chat to it',
    );
    output('UploadsBucketName', this.storage.uploadsBucket.bucketName, 'Private uploads bucket');
    output(
      'StripeSecretName',
      this.payments.secretName,
      'Fill in { secretKey, webhookSecret } after the first deploy',
    );
    const webhook = (routeList as readonly RouteDef[]).find((r) => r.id === 'webhooksStripe');
    if (webhook) {
      output(
        'StripeWebhookUrl',
        `${apiUrl}${webhook.path}`,
        'Register this endpoint in the Stripe dashboard',
      );
    }
    this.email.identity.dkimRecords.forEach((record, i) =>
      output(
        `DkimRecord${i + 1}`,
        `${record.name} CNAME ${record.value}`,
        `SES Easy DKIM record ${i + 1} for ${this.config.email.domain}`,
      ),
    );
  }
}
