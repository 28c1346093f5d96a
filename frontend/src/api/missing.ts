import { ApiError } from '@/api/errors.ts';

/**
 * A read's answer, or null when the server has nothing there (404): "no profile yet" is a state the
 * page shows, not an error to retry or report.
 */
export async function nullWhenMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
