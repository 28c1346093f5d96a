/**
 * What data/files.ts uses of the S3 SDK, in one module it imports on the first request that touches a
 * file. The client, its commands and the presigners take tens of milliseconds to load as a function
 * starts, and most requests of the functions that may touch a file touch none: the board presigns a
 * job's photo only when a job has one, a profile save copies a file only when one was uploaded.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
export { s3, uploadsBucket } from '../platform/s3.ts';
