import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  FILES_PREFIX,
  isAllowedType,
  PENDING_PREFIX,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type UploadPurpose,
} from '../contract/uploads.ts';
import { badRequest } from '../platform/errors.ts';
import { s3, uploadsBucket } from '../platform/s3.ts';

/**
 * Uploaded files. The browser posts straight to S3 under pending/<userId>/<purpose>/ with a presigned
 * POST (size and type in its policy); the server then checks the object itself, by size and by its
 * magic bytes, and moves what it accepts under files/. Pending objects expire by a lifecycle rule, so
 * an abandoned upload leaves nothing behind.
 */
const UPLOAD_URL_SECONDS = 10 * 60;
const SNIFF_BYTES = 64 * 1024;

/** A .doc is an OLE compound file; file-type names the container. */
const DETECTED_ALIASES: Record<string, string> = { 'application/x-cfb': 'application/msword' };

export const pendingPrefix = (userId: string, purpose: UploadPurpose) =>
  `${PENDING_PREFIX}${userId}/${purpose}/`;

export async function presignUpload(userId: string, purpose: UploadPurpose, contentType: string) {
  const key = `${pendingPrefix(userId, purpose)}${randomUUID()}`;
  const post = await createPresignedPost(s3(), {
    Bucket: uploadsBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_SECONDS,
  });
  return {
    key,
    url: post.url,
    fields: post.fields,
    expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

async function remove(key: string) {
  await s3().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
}

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/**
 * Checks an uploaded object: it must exist, be at most 5 MB and be, by its magic bytes, a type allowed
 * for its purpose. A failing object is deleted and the error says why, in the spec's words.
 */
export async function verifyObject(key: string, purpose: UploadPurpose, field = 'file') {
  const Bucket = uploadsBucket();
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) throw badRequest(UPLOAD_MESSAGES.missing, { [field]: UPLOAD_MESSAGES.missing });
    throw error;
  }
  if (size > MAX_UPLOAD_BYTES) {
    await remove(key);
    throw badRequest(UPLOAD_MESSAGES.tooLarge, { [field]: UPLOAD_MESSAGES.tooLarge });
  }
  if (size === 0) {
    await remove(key);
    throw badRequest(UPLOAD_MESSAGES.empty, { [field]: UPLOAD_MESSAGES.empty });
  }
  const object = await s3().send(
    new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
  );
  const head = await object.Body!.transformToByteArray();
  // Loaded here, on the one path that reads magic bytes, so other requests never load it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  const type = detected ? (DETECTED_ALIASES[detected.mime] ?? detected.mime) : '';
  if (!isAllowedType(purpose, type)) {
    await remove(key);
    const message = UPLOAD_MESSAGES.typeNotAllowed(type || 'unknown');
    throw badRequest(message, { [field]: message });
  }
  return { key, contentType: type, size };
}

/**
 * Accepts a file for `owner`. A key already attached there for the same purpose is kept as it is. A
 * pending upload of the caller's is first copied under files/<owner>/<purpose>/, where the caller cannot
 * write, and the copy is what gets checked: replacing the pending object mid-check changes nothing.
 * A copy that fails the check is deleted. The pending original is left for the caller to remove once
 * the form is saved (or for the lifecycle rule), so a failed save can be retried.
 */
export async function acceptFile(
  key: string,
  opts: { userId: string; owner: string; purpose: UploadPurpose; field: string; attached: readonly string[] },
): Promise<string> {
  const ownPrefix = `${FILES_PREFIX}${opts.owner}/${opts.purpose}/`;
  if (opts.attached.includes(key) && key.startsWith(ownPrefix)) return key;
  if (!key.startsWith(pendingPrefix(opts.userId, opts.purpose)))
    throw badRequest(UPLOAD_MESSAGES.missing, { [opts.field]: UPLOAD_MESSAGES.missing });
  const finalKey = `${ownPrefix}${randomUUID()}`;
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: uploadsBucket(),
        Key: finalKey,
        CopySource: `${uploadsBucket()}/${key}`,
      }),
    );
  } catch (error) {
    if (isMissing(error))
      throw badRequest(UPLOAD_MESSAGES.missing, { [opts.field]: UPLOAD_MESSAGES.missing });
    throw error;
  }
  await verifyObject(finalKey, opts.purpose, opts.field);
  return finalKey;
}

/** Deletes files no longer attached; a failure is logged by the caller, never fatal. */
export async function deleteFiles(keysToDelete: readonly string[]): Promise<void> {
  await Promise.all(keysToDelete.map(remove));
}

/** An attachment header with an ASCII fallback name and the real (UTF-8) one. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A short-lived link to read a file, named as it was uploaded. */
export async function presignDownload(key: string, fileName: string, seconds: number): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: uploadsBucket(),
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
    }),
    { expiresIn: seconds },
  );
}

const VIEW_WINDOW_SECONDS = 60 * 60;

/**
 * A link to show an image (an agency logo) in the page. Links are signed at the start of the current
 * hour and last two hours, so the same image keeps the same link for an hour and browsers can cache it.
 * The container keeps the links of the current hour, so a busy job board signs each logo once an hour
 * instead of on every request.
 */
const viewLinks = { windowStart: 0, byKey: new Map<string, Promise<string>>() };
const MAX_VIEW_LINKS = 1000;

export function presignView(key: string, now = Date.now()): Promise<string> {
  const windowStart = Math.floor(now / 1000 / VIEW_WINDOW_SECONDS) * VIEW_WINDOW_SECONDS;
  if (viewLinks.windowStart !== windowStart || viewLinks.byKey.size >= MAX_VIEW_LINKS) {
    viewLinks.windowStart = windowStart;
    viewLinks.byKey.clear();
  }
  let link = viewLinks.byKey.get(key);
  if (!link) {
    link = getSignedUrl(s3(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }), {
      expiresIn: 2 * VIEW_WINDOW_SECONDS,
      signingDate: new Date(windowStart * 1000),
    });
    viewLinks.byKey.set(key, link);
    // A failure is not kept (unless the window moved on and the entry is another link already).
    link.catch(() => viewLinks.byKey.get(key) === link && viewLinks.byKey.delete(key));
  }
  return link;
}
