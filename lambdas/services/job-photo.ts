import type { FileRef } from '../contract/uploads.ts';
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
