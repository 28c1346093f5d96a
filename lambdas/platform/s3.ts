import { S3Client } from '@aws-sdk/client-s3';
import { env, required } from './env.ts';

let client: S3Client | undefined;

/** The S3 client, created once; path-style addressing where the endpoint needs it (the local cloud). */
export function s3(): S3Client {
  client ??= new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' });
  return client;
}

export const uploadsBucket = () => required('UPLOADS_BUCKET');
