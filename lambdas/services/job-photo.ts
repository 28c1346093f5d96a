import { parseUploadKey, uploadKeyOf } from '../contract/upload-keys.ts';
import type { FileRef } from '../contract/uploads.ts';
import type { Logger } from '../platform/log.ts';
import { acceptFile, deleteFiles } from '../data/files.ts';

/**
 * The photo of a new job: the poster's pending upload copied under jobs/<jobId> and checked (a refused
 * one answers 400 on the photo field), named by its type; null when the job has none.
 */
export async function acceptJobPhoto(
  userId: string,
  jobId: string,
  photo: FileRef | null | undefined,
): Promise<FileRef | null> {
  if (!photo) return null;
  const { file } = await acceptFile(photo.key, {
    userId,
    owner: { kind: 'jobs', jobId },
    purpose: 'job-photo',
    field: 'photo',
    attached: [],
  });
  return file;
}

/**
 * Once the job is saved, the poster's pending upload has done its work: its checked copy is the job's.
 * Best effort; the pending area's lifecycle rule removes what is left.
 */
export async function removePendingPhoto(
  sent: FileRef | null | undefined,
  accepted: FileRef | null,
  log: Logger,
): Promise<void> {
  const pending = sent ? parseUploadKey(sent.key) : null;
  if (pending?.stage === 'pending' && accepted && accepted.key !== sent!.key)
    await deleteFiles([uploadKeyOf(pending)]).catch((error: unknown) =>
      log.warn('could not delete pending photo', { error }),
    );
}

/**
 * Runs one step of saving a new job; when it fails, the photo's accepted copy is removed (best effort)
 * before the error goes on, so a refused post leaves no file behind.
 */
export async function undoPhotoOnFailure<T>(photo: FileRef | null, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (photo) await deleteFiles([photo.key]).catch(() => undefined);
    throw error;
  }
}
