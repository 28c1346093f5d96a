import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { APP_SHELL, jobPageObject, pageObject } from '../lambdas/contract/site-paths.ts';
import { SITE_PAGES_DELIVERY } from '../lambdas/services/site-pages.ts';
import { SITE_PAGE_ITEMS } from '../lambdas/streams/site-pages.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { acknowledge, arnToken, iam5Resource } from './nag.ts';
import { ROOT } from './paths.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What prerendering the pages reads of the table: a job (and its agency's logo snapshot is on it), the board
 * (gsi1, a page at a time, for its first page and the sitemap) and the candidates (gsi1).
 */
export const SITE_PAGES_USES = ['table:GetItem', 'table:Query:gsi1'] as const satisfies readonly Resource[];

export interface SitePagesProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
  readonly siteBucket: IBucket;
  readonly siteOrigin: string;
}

/**
 * The site's pages that follow the data (lambdas/streams/site-pages.ts): a job's page, the board's and
 * the candidates' first pages and the sitemap, prerendered by the SPA's own renderer (built beside the
 * handler as render.mjs) and written to the site bucket, where the CDN serves them. Driven by the
 * table's stream (job items and nanny profiles only, by an event filter) and by an hourly schedule that
 * prerenders the lists and the sitemap again (after a deployment, their shell is the new one within the
 * hour). One instance at a time, so two batches never race to write the lists.
 */
export class SitePages extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: SitePagesProps) {
    super(scope, id);
    const { config, targets, siteBucket } = props;

    const fn = new ProductFunction(this, 'Render', {
      config,
      name: 'site-pages',
      description: "Renders job pages, the lists' first pages and the sitemap to the site bucket",
      handler: 'streams/site-pages.ts',
      uses: SITE_PAGES_USES,
      environment: {
        STAGE: config.stage,
        ...environmentFor(SITE_PAGES_USES, targets),
        SITE_BUCKET: siteBucket.bucketName,
        SITE_ORIGIN: props.siteOrigin,
      },
      timeout: Duration.minutes(2),
      memorySize: 1024,
      reservedConcurrency: 1,
      afterBundling: (outputDir) => [
        `cd ${JSON.stringify(ROOT)} && node --import tsx frontend/build-site.ts --renderer-only --ssr-dir ${JSON.stringify(outputDir)}`,
      ],
    });
    this.function = fn.function;
    fn.allow(statementsFor(SITE_PAGES_USES, targets));
    const key = (objectPath: string) => siteBucket.arnForObjects(objectPath.replace(/^\//, ''));
    fn.allow([
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [key(APP_SHELL)] }),
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [
          key(jobPageObject('*')),
          key(pageObject('/jobs')),
          key(pageObject('/candidates')),
          key('/sitemap.xml'),
        ],
      }),
    ]);

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'site-pages',
      "A site page run failed on every retry (a job's page, a list or the sitemap is stale). The queue " +
        'message names the stream records; the hourly run draws the lists again, and any later change to a ' +
        'job draws its page.',
    ));

    const items = Object.values(SITE_PAGE_ITEMS).map((item) =>
      FilterCriteria.filter({
        dynamodb: {
          Keys: { pk: { S: FilterRule.beginsWith(item.pkPrefix) }, sk: { S: FilterRule.isEqual(item.sk) } },
        },
      }),
    );
    this.function.addEventSource(
      new DynamoEventSource(targets.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: SITE_PAGES_DELIVERY.batchSize,
        maxBatchingWindow: Duration.seconds(5),
        reportBatchItemFailures: true,
        retryAttempts: SITE_PAGES_DELIVERY.retryAttempts,
        maxRecordAge: Duration.hours(SITE_PAGES_DELIVERY.maxRecordAgeHours),
        onFailure: new SqsDlq(this.deadLetters),
        filters: items,
      }),
    );
    acknowledge(
      fn,
      'dynamodb:ListStreams has no resource-level permission; Lambda needs it to read the table stream. ' +
        'Reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table stream only.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    acknowledge(
      fn,
      "A job's page is one file per job under jobs/ in the site bucket; the wildcard stays inside that folder.",
      iam5Resource(`${arnToken(siteBucket, fn)}/jobs/*.html`),
    );

    scheduledRun(this, 'Hourly', {
      description: "Draws the lists' first pages and the sitemap again",
      schedule: Schedule.rate(Duration.hours(1)),
      function: this.function,
      deadLetters: this.deadLetters,
      event: RuleTargetInput.fromObject({ refresh: 'all' }),
      // Half the hour: a run later than that is left to the next one, which prerenders the same pages from
      // what is then.
      maxEventAge: Duration.minutes(30),
    });
  }
}
