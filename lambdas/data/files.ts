import { randomUUID } from 'node:crypto';
import {
  isAllowedType,
  MAX_UPLOAD_BYTES,
  downloadFileName,
  downloadFileType,
  storedFileName,
  UPLOAD_MESSAGES,
  type FileRef,
  type UploadPurpose,
} from '../contract/uploads.ts';
import { parseUploadKey, sameOwner, uploadKeyOf, type FileOwner } from '../contract/upload-keys.ts';
import { invalid } from '../domain/errors.ts';
import type * as S3Sdk from './s3-sdk.ts';

/** The S3 SDK, loaded when a request first touches a file (data/s3-sdk.ts says why). */
const sdk = (): Promise<typeof S3Sdk> => import('./s3-sdk.ts');

/**
 * Uploaded files. The browser posts straight to S3 under pending/<userId>/<purpose>/ with a presigned
 * POST (size and type in its policy); the server then checks the object itself, by size and by its
 * magic bytes, and moves what it accepts under files/. Pending objects expire by a lifecycle rule, so
 * an abandoned upload leaves nothing behind. Every key a client sends is parsed into its parts and
 * rebuilt (contract/upload-keys.ts) before it reaches S3.
 */
const UPLOAD_URL_SECONDS = 10 * 60;
const SNIFF_BYTES = 64 * 1024;

const CFB = 'application/x-cfb';
const DOC = 'application/msword';

export async function presignUpload(userId: string, purpose: UploadPurpose, contentType: string) {
  const { createPresignedPost, s3, uploadsBucket } = await sdk();
  const key = uploadKeyOf({ stage: 'pending', userId, purpose, id: randomUUID() });
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
  const { DeleteObjectCommand, s3, uploadsBucket } = await sdk();
  await s3().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
}

const isMissing = (error: unknown, { NotFound, NoSuchKey }: typeof S3Sdk) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

const refuse = (field: string, message: string) => invalid(message, { [field]: message });

/**
 * An OLE compound file is a Word 97–2003 document only if it holds a `WordDocument` stream; installers,
 * spreadsheets and other containers share the same header. The whole file (at most 5 MB) is read.
 */
async function isWordDocument(Bucket: string, Key: string): Promise<boolean> {
  const { GetObjectCommand, s3 } = await sdk();
  const object = await s3().send(new GetObjectCommand({ Bucket, Key }));
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  const { default: cfb } = await import('cfb');
  try {
    const container = cfb.read(bytes, { type: 'buffer' });
    return container.FileIndex.some((entry) => entry.type === 2 && entry.name === 'WordDocument');
  } catch {
    return false;
  }
}

/** The type of an object by its bytes: one the purpose allows, or '' (unknown or another type). */
async function detectType(Bucket: string, Key: string, purpose: UploadPurpose): Promise<string> {
  const { GetObjectCommand, s3 } = await sdk();
  const object = await s3().send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
  const head = await object.Body!.transformToByteArray();
  // Loaded here, on the one path that reads magic bytes, so other requests never load it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(head))?.mime ?? '';
  if (detected === CFB && isAllowedType(purpose, DOC)) return (await isWordDocument(Bucket, Key)) ? DOC : '';
  return detected;
}

/**
 * Checks an uploaded object: it must exist, be at most 5 MB and be, by its bytes, a type allowed
 * for its purpose. A failing object is deleted and the error says why, in the spec's words.
 */
async function verifyObject(key: string, purpose: UploadPurpose, field: string) {
  const loaded = await sdk();
  const { HeadObjectCommand, s3, uploadsBucket } = loaded;
  const Bucket = uploadsBucket();
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error, loaded)) throw refuse(field, UPLOAD_MESSAGES.missing);
    throw error;
  }
  if (size > MAX_UPLOAD_BYTES) {
    await remove(key);
    throw refuse(field, UPLOAD_MESSAGES.tooLarge);
  }
  if (size === 0) {
    await remove(key);
    throw refuse(field, UPLOAD_MESSAGES.empty);
  }
  const type = await detectType(Bucket, key, purpose);
  if (!isAllowedType(purpose, type)) {
    await remove(key);
    throw refuse(field, UPLOAD_MESSAGES.typeNotAllowed(purpose));
  }
  return { key, contentType: type, size };
}

/**
 * Checks the caller's own fresh upload for a purpose (the upload form does, so a bad file is reported
 * at once). Any other key, however it is spelt, is an upload that was not found.
 */
export async function checkPendingUpload(key: string, userId: string, purpose: UploadPurpose) {
  const parsed = parseUploadKey(key);
  if (parsed?.stage !== 'pending' || parsed.userId !== userId || parsed.purpose !== purpose)
    throw refuse('key', UPLOAD_MESSAGES.missing);
  return verifyObject(uploadKeyOf(parsed), purpose, 'file');
}

/**
 * A file accepted for its owner, the type its bytes were found to be (for a file kept as it was, the
 * type its name, given by that check, says), and the pending upload it was copied from (null when kept).
 */
export interface AcceptedFile {
  file: FileRef;
  contentType: string;
  pending: string | null;
}

/**
 * Accepts a file for `owner`. A file already attached to this owner for the same purpose is kept as it
 * is. A pending upload of the caller's for this purpose is first copied under files/<owner>/<purpose>/,
 * where the caller cannot write, and the copy is what gets checked: replacing the pending object
 * mid-check changes nothing. A copy that fails the check is deleted. The file is named by its purpose
 * and checked type, never by the uploader. The pending original is left for the caller to remove once
 * the form is saved (or for the lifecycle rule), so a failed save can be retried. Every other key is an
 * upload that was not found.
 */
export async function acceptFile(
  key: string,
  opts: {
    userId: string;
    owner: FileOwner;
    purpose: UploadPurpose;
    field: string;
    attached: readonly FileRef[];
  },
): Promise<AcceptedFile> {
  const parsed = parseUploadKey(key);
  if (parsed?.stage === 'files' && parsed.purpose === opts.purpose && sameOwner(parsed.owner, opts.owner)) {
    const kept = opts.attached.find((file) => file.key === uploadKeyOf(parsed));
    if (kept) return { file: kept, contentType: downloadFileType(opts.purpose, kept.name), pending: null };
  }
  if (parsed?.stage !== 'pending' || parsed.userId !== opts.userId || parsed.purpose !== opts.purpose)
    throw refuse(opts.field, UPLOAD_MESSAGES.missing);
  const loaded = await sdk();
  const { CopyObjectCommand, s3, uploadsBucket } = loaded;
  const pending = uploadKeyOf(parsed);
  const finalKey = uploadKeyOf({
    stage: 'files',
    owner: opts.owner,
    purpose: opts.purpose,
    id: randomUUID(),
  });
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: uploadsBucket(),
        Key: finalKey,
        CopySource: `${uploadsBucket()}/${pending}`,
      }),
    );
  } catch (error) {
    if (isMissing(error, loaded)) throw refuse(opts.field, UPLOAD_MESSAGES.missing);
    throw error;
  }
  const { contentType } = await verifyObject(finalKey, opts.purpose, opts.field);
  return { file: { key: finalKey, name: storedFileName(opts.purpose, contentType) }, contentType, pending };
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

/** A short-lived link to download a stored file, under the name its purpose and type give it. */
export async function presignDownload(
  file: FileRef,
  purpose: UploadPurpose,
  seconds: number,
): Promise<string> {
  const { GetObjectCommand, getSignedUrl, s3, uploadsBucket } = await sdk();
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: uploadsBucket(),
      Key: file.key,
      ResponseContentDisposition: contentDisposition(downloadFileName(purpose, file.name)),
      // The type its bytes were checked to be, not the one the uploader's browser declared.
      ResponseContentType: downloadFileType(purpose, file.name),
    }),
    { expiresIn: seconds },
  );
}

/** A stored file's bytes, to attach to an email under the name its purpose and type give it. */
export async function readAttachment(file: FileRef, purpose: UploadPurpose) {
  const { GetObjectCommand, s3, uploadsBucket } = await sdk();
  const object = await s3().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: file.key }));
  return {
    name: downloadFileName(purpose, file.name),
    content: Buffer.from(await object.Body!.transformToByteArray()),
  };
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
    link = sdk().then(({ GetObjectCommand, getSignedUrl, s3, uploadsBucket }) =>
      getSignedUrl(s3(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }), {
        expiresIn: 2 * VIEW_WINDOW_SECONDS,
        signingDate: new Date(windowStart * 1000),
      }),
    );
    viewLinks.byKey.set(key, link);
    // A failure is not kept (unless the window moved on and the entry is another link already).
    link.catch(() => viewLinks.byKey.get(key) === link && viewLinks.byKey.delete(key));
  }
  return link;
}
