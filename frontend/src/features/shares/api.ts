/** Nanny shares: the list, the family's own share, one share, and each move of it (routes/shares.ts). */
import type { RouteInput } from '@contract/routes.ts';
import { call } from '@/api/client.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** What starting a share sends, and proposing to join one (the schemas' input shapes). */
export type CreateShareBody = RouteInput<'sharesCreate'>['body'];
export type ProposeShareBody = RouteInput<'sharesPropose'>['body'];
export type SplitBody = RouteInput<'sharesSplit'>['body'];
export type EmployerBody = RouteInput<'sharesEmployer'>['body'];

/**
 * GET /nanny-shares: the listed shares near the family, best matches first: matched to its own share,
 * or in the postcode it looks in.
 */
export const readShares = (postcode: string | undefined, signal?: AbortSignal) =>
  call('sharesList', { query: postcode ? { postcode } : {}, ...withSignal(signal) });

/** GET /nanny-shares/mine: the family's own share (started or joined), or null. */
export const readMyShare = (signal?: AbortSignal) => call('sharesMine', { ...withSignal(signal) });

/** GET /nanny-shares/{shareId}: whole for its families, as a card and a proposal for another. */
export const readShare = (shareId: string, signal?: AbortSignal) =>
  call('sharesGet', { params: { shareId }, ...withSignal(signal) });

export const createShare = (body: CreateShareBody) => call('sharesCreate', { body });

export const proposeShare = (shareId: string, body: ProposeShareBody) =>
  call('sharesPropose', { params: { shareId }, body });

export const acceptProposal = (shareId: string, familyId: string) =>
  call('sharesAccept', { params: { shareId, familyId }, body: {} });

export const declineProposal = (shareId: string, familyId: string) =>
  call('sharesDecline', { params: { shareId, familyId }, body: {} });

export const proposeSplit = (shareId: string, body: SplitBody) =>
  call('sharesSplit', { params: { shareId }, body });

export const agreeSplit = (shareId: string, version: number) =>
  call('sharesAgree', { params: { shareId }, body: { version } });

export const saveEmployer = (shareId: string, body: EmployerBody) =>
  call('sharesEmployer', { params: { shareId }, body });

export const leaveShare = (shareId: string) => call('sharesLeave', { params: { shareId }, body: {} });
