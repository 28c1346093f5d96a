/** The nanny listing's calls: the list, contacting a nanny and opening her CV. */
import type { CandidatesPage, ContactInput, cvLinkResponse } from '@contract/nanny.ts';
import { api, type Answer } from '@/api/client.ts';

const candidatePath = (nannyId: string) => `/candidates/${encodeURIComponent(nannyId)}`;

/** GET /candidates: one page of actively-looking nannies. */
export const readCandidatesPage = (
  query: { limit: number; cursor: string | undefined },
  signal?: AbortSignal,
) => api<CandidatesPage>('/candidates', { query, auth: 'none', ...(signal ? { signal } : {}) });

/** POST /candidates/{id}/contact: a message to the nanny, by email. */
export const contactCandidate = (nannyId: string, message: ContactInput) =>
  api(`${candidatePath(nannyId)}/contact`, { method: 'POST', body: message, auth: 'optional' });

/** POST /candidates/{id}/cv-link: a short-lived link to download her CV. */
export const createCvLink = (nannyId: string) =>
  api<Answer<typeof cvLinkResponse>>(`${candidatePath(nannyId)}/cv-link`, {
    method: 'POST',
    auth: 'required',
  });
