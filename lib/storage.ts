import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { BUCKET_LIFECYCLE, periodDays, RETENTION } from '../lambdas/contract/retention.ts';
import { LOGOS_PREFIX } from '../lambdas/contract/uploads-constants.ts';
import { resourceName, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

/** What every bucket of the app shares: private, TLS 1.2+ only, encrypted at rest. */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: BucketEncryption.S3_MANAGED,
} as const satisfies BucketProps;

/** Removal settings for a bucket that follows the stage: prod keeps it, dev empties and deletes it. */
const bucketRemoval = (config: StageConfig) =>
  ({
    removalPolicy: config.removalPolicy,
    autoDeleteObjects: config.removalPolicy === RemovalPolicy.DESTROY,
  }) as const satisfies BucketProps;

export interface StorageProps {
  readonly config: StageConfig;
  /** The SPA's origin, allowed to upload with presigned POSTs and read with presigned GETs. */
  readonly siteOrigin: string;
}

/** The uploads bucket (photos, CVs, references) and the bucket that receives access logs. */
export class Storage extends Construct {
  readonly logsBucket: Bucket;
  readonly uploadsBucket: Bucket;
  /**
   * `https://<bucket>.s3.<region>.amazonaws.com`, where presigned URLs point. Built from the bucket's
   * name rather than its attributes so the CloudFront CSP can name it without depending on the bucket
   * (whose CORS rule depends on the distribution).
   */
  readonly uploadsOrigin: string;
  /** The uploads bucket's name, known before the bucket exists (see uploadsOrigin). */
  readonly uploadsBucketName: string;

  constructor(scope: Construct, id: string, { config, siteOrigin }: StorageProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.logsBucket = new Bucket(this, 'AccessLogs', {
      ...PRIVATE_BUCKET,
      ...bucketRemoval(config),
      // CloudFront standard logging writes with ACLs, so the bucket must not disable them.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.accessLogDays) }],
    });
    acknowledge(
      this.logsBucket,
      'This is the access-log bucket itself; logging it into itself would loop and another log bucket would only move the finding.',
      'AwsSolutions-S1',
    );

    // Named (with the account for global uniqueness) so its domain is known before it exists; see uploadsOrigin.
    const uploadsBucketName = `${resourceName(config, 'uploads')}-${stack.account}`;
    this.uploadsBucketName = uploadsBucketName;
    this.uploadsOrigin = `https://${uploadsBucketName}.s3.${stack.region}.${stack.urlSuffix}`;
    this.uploadsBucket = new Bucket(this, 'Uploads', {
      ...PRIVATE_BUCKET,
      ...bucketRemoval(config),
      bucketName: uploadsBucketName,
      versioned: config.retainData,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'uploads/',
      cors: [
        {
          // The browser posts files straight to S3 (presigned POST) and reads them with presigned GETs.
          allowedOrigins: [siteOrigin],
          allowedMethods: [HttpMethods.POST, HttpMethods.GET],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads land under pending/ until a saved form attaches them (moving them under files/), and
        // data exports under exports/: each prefix expires after its retention row's period, the one
        // the privacy page states (contract/retention.ts). S3 counts whole days, so a period is rounded up.
        ...BUCKET_LIFECYCLE.map(({ prefix, policy }) => ({
          id: `retention-${policy}`,
          prefix,
          expiration: Duration.days(periodDays(RETENTION[policy].period)),
        })),
        // With versioning (prod), a deleted or replaced file really disappears a month later.
        ...(config.retainData ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
    });
  }

  /**
   * Lets the site's distribution read the public logo copies (logos/*, contract/logo-keys.ts) through
   * its Origin Access Control, and nothing else of the bucket: the statement names only that prefix
   * and only that distribution. Added here rather than by the origin (which Web builds on a reference
   * to the bucket by name), so the distribution does not depend on the bucket, whose CORS rule
   * already depends on the distribution's domain.
   */
  allowLogoReadsBy(distribution: IDistribution): void {
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'SiteDistributionReadsPublicLogos',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploadsBucket.arnForObjects(`${LOGOS_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }
}
