/** The nanny listing's calls: the list, contacting a nanny and opening her CV. */
import type { ContactInput } from '@contract/nanny.ts';
import { call } from '@/api/client.ts';

/** GET /candidates: one page of actively-looking nannies, perhaps filtered (filters.ts filterParams). */
export const readCandidatesPage = (
  query: { limit: number; cursor: string | undefined } & Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => call('candidatesList', { query, ...(signal ? { signal } : {}) });

/** POST /candidates/{id}/contact: a message to the nanny, by email. */
export const contactCandidate = (nannyId: string, message: ContactInput) =>
  call('candidatesContact', { params: { nannyId }, body: message });

/** POST /candidates/{id}/cv-link: a short-lived link to download her CV. */
export const createCvLink = (nannyId: string) => call('candidatesCvLink', { params: { nannyId } });
