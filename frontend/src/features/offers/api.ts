/** Offers of employment: the offer's page for both sides, its moves, and its documents. */
import type { OfferDocument, ProposeOfferInput } from '@contract/offers.ts';
import { call } from '@/api/client.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /offers: the caller's offers, made or received. */
export const readMyOffers = (cursor: string | undefined, limit: number, signal?: AbortSignal) =>
  call('offersMine', { query: { limit, ...(cursor ? { cursor } : {}) }, ...withSignal(signal) });

/** GET /offers/{jobId}/{nannyId}: the offer as the caller's side sees it. */
export const readOffer = (jobId: string, nannyId: string, signal?: AbortSignal) =>
  call('offersGet', { params: { jobId, nannyId }, ...withSignal(signal) });

/** PUT /offers/{jobId}/{nannyId}: make, change, or (once accepted) change a term of the offer. */
export const proposeOffer = (jobId: string, nannyId: string, body: ProposeOfferInput) =>
  call('offersPropose', { params: { jobId, nannyId }, body });

export const acceptOffer = (jobId: string, nannyId: string, version: number, employeeName: string) =>
  call('offersAccept', { params: { jobId, nannyId }, body: { version, employeeName } });

export const declineOffer = (jobId: string, nannyId: string, version: number) =>
  call('offersDecline', { params: { jobId, nannyId }, body: { version } });

export const withdrawOffer = (jobId: string, nannyId: string) =>
  call('offersWithdraw', { params: { jobId, nannyId }, body: {} });

/** A statement version: the poster's, or (`employer: 'partner'`) a nanny share's other family's. */
export const readStatement = (jobId: string, nannyId: string, version: number, employer?: 'partner') =>
  call('offersStatement', {
    params: { jobId, nannyId, version: String(version) },
    query: employer ? { employer } : {},
  });

export const readPayrollPack = (jobId: string, nannyId: string, employer?: 'partner') =>
  call('offersPayrollPack', { params: { jobId, nannyId }, query: employer ? { employer } : {} });

/** Saves a downloaded document as a file, as a link to it would. */
export function saveDocument(document: OfferDocument) {
  const bytes = Uint8Array.from(atob(document.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: document.contentType }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
