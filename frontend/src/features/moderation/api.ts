/** Moderation decisions and appeals: the owner's list and appeal, and the admin queue of appeals. */
import type { AppealOutcome } from '@contract/moderation.ts';
import { call } from '@/api/client.ts';

/** GET /me/moderation: what moderators hid of the caller's content. */
export const readMyDecisions = (signal?: AbortSignal) =>
  call('meModeration', { ...(signal ? { signal } : {}) });

/** POST /me/moderation/{id}/appeal: appeals a decision, once. */
export const sendAppeal = (decisionId: string, text: string) =>
  call('meAppeal', { params: { decisionId }, body: { text } });

/** GET /admin/appeals: a page of open or decided appeals, and how many are open. */
export const readAppealsPage = (
  query: { status: 'open' | 'decided'; cursor: string | undefined; limit: number },
  signal?: AbortSignal,
) =>
  call('adminAppeals', {
    query: { status: query.status, cursor: query.cursor, limit: query.limit },
    ...(signal ? { signal } : {}),
  });

/** POST /admin/appeals/{id}: upholds or reverses a decision, with notes for its owner. */
export const decideAppeal = (decisionId: string, outcome: AppealOutcome, notes: string) =>
  call('adminDecideAppeal', { params: { decisionId }, body: { outcome, notes } });
