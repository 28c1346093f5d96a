import { S3Client } from '@aws-sdk/client-s3';
import { env, required } from './env.ts';

let client: S3Client | undefined;

/**
 * The S3 client, created once; path-style addressing where the endpoint needs it (the local cloud).
 * Kept apart from clients.ts: @aws-sdk/lib-dynamodb does not declare itself free of side effects, so
 * any bundle that imports clients.ts carries the DynamoDB client, and a function that only checks
 * uploads would carry about 90 KB it never runs.
 */
export function s3(): S3Client {
  client ??= new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' });
  return client;
}

export const uploadsBucket = () => required('UPLOADS_BUCKET');
