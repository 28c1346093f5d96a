/** An admin's deletions of accounts on their owners' request. */
import { call } from '@/api/client.ts';

/** GET /admin/deletions: every deletion, the latest first, a page at a time. */
export const readDeletionsPage = (
  query: { cursor?: string | undefined; limit: number },
  signal?: AbortSignal,
) => call('adminDeletions', { query, ...(signal ? { signal } : {}) });

/** POST /admin/deletions: deletes the account with that email (404 when there is none). */
export const requestAccountDeletion = (email: string) => call('adminRequestDeletion', { body: { email } });

/** GET /admin/deletions/{id}: one deletion's progress. */
export const readDeletion = (deletionId: string, signal?: AbortSignal) =>
  call('adminDeletion', { params: { deletionId }, ...(signal ? { signal } : {}) });
