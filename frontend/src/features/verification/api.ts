/** Verification: the nanny's checks and referees, a referee's answer, and the moderators' queue. */
import type {
  CheckDecisionInput,
  CheckRequestInput,
  ReferenceAnswerInput,
  RefereeDecisionInput,
  RefereeInput,
} from '@contract/verification.ts';
import { call } from '@/api/client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /me/verification: her level, checks, requests, referees and consent. */
export const readMyVerification = (signal?: AbortSignal) => call('verificationMine', withSignal(signal));

/** POST /me/verification/requests: asks our team for one check. */
export const requestCheck = (input: CheckRequestInput) => call('verificationRequest', { body: input });

/** PUT /me/verification/consent: gives or withdraws consent to DBS Update Service checks. */
export const setConsent = (given: boolean) => call('verificationConsent', { body: { given } });

/** POST /me/verification/referees: names a referee, who is emailed a link to the form. */
export const addReferee = (input: RefereeInput) => call('verificationAddReferee', { body: input });

/** DELETE /me/verification/referees/{id}: withdraws a referee (and their reference). */
export const withdrawReferee = (refereeId: string) =>
  call('verificationWithdrawReferee', { params: { refereeId } });

/** POST /references/view: what a referee's link opens (the token goes in the body, never the address). */
export const readReferenceForm = (token: string, signal?: AbortSignal) =>
  call('referencesView', { body: { token }, ...withSignal(signal) });

/** POST /references/answer: a referee's answers. */
export const answerReference = (input: ReferenceAnswerInput) => call('referencesAnswer', { body: input });

/** GET /admin/verifications: a page of what waits for a moderator. */
export const readVerificationQueue = (
  query: { cursor: string | undefined; limit: number },
  signal?: AbortSignal,
) => call('adminVerifications', { query, ...withSignal(signal) });

/** GET /admin/verifications/{nannyId}: a nanny's verification file. */
export const readVerificationFile = (nannyId: string, signal?: AbortSignal) =>
  call('adminVerificationFile', { params: { nannyId }, ...withSignal(signal) });

/** PUT /admin/verifications/{nannyId}/requests/{requestId}: records or refuses a check. */
export const decideCheck = (nannyId: string, requestId: string, decision: CheckDecisionInput) =>
  call('adminDecideCheck', { params: { nannyId, requestId }, body: decision });

/** PUT /admin/verifications/{nannyId}/referees/{refereeId}: confirms or refuses a reference. */
export const decideReferee = (nannyId: string, refereeId: string, decision: RefereeDecisionInput) =>
  call('adminDecideReferee', { params: { nannyId, refereeId }, body: decision });
