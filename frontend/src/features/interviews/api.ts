/** Interviews and trials: the caller's list, a pair's proposal form, each move, the invite and the feed. */
import type { CalendarDocument, ProposeInterviewInput } from '@contract/interviews.ts';
import { call } from '@/api/client.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export const readMyInterviews = (signal?: AbortSignal) => call('interviewsMine', { ...withSignal(signal) });

export const readPair = (jobId: string, nannyId: string, signal?: AbortSignal) =>
  call('interviewsPair', { params: { jobId, nannyId }, ...withSignal(signal) });

export const proposeInterview = (body: ProposeInterviewInput) => call('interviewsPropose', { body });

export const pickTime = (interviewId: string, time: string, version: number) =>
  call('interviewsPick', { params: { interviewId }, body: { time, version } });

export const proposeOtherTimes = (interviewId: string, times: string[], version: number) =>
  call('interviewsRetime', { params: { interviewId }, body: { times, version } });

export const cancelInterview = (interviewId: string, reason: string, version: number) =>
  call('interviewsCancel', { params: { interviewId }, body: { reason, version } });

export const markHappened = (interviewId: string) =>
  call('interviewsHappened', { params: { interviewId }, body: {} });

export const markNoShow = (interviewId: string) =>
  call('interviewsNoShow', { params: { interviewId }, body: {} });

export const readInvite = (interviewId: string) => call('interviewsInvite', { params: { interviewId } });

export const revokeFeed = () => call('interviewsRevokeFeed', { body: {} });

/** Saves a downloaded invite as a file, as a link to it would. */
export function saveInvite(document: CalendarDocument) {
  const url = URL.createObjectURL(new Blob([document.text], { type: document.contentType }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
