import { describe, expect, it } from 'vitest';
import { uniqueItems } from '../../frontend/src/api/pages.ts';
import { APPLICATION_STATUSES, transition } from '../../lambdas/domain/application-status.ts';
import {
  applicantCountsLabel,
  daysLeftLabel,
  formatDay,
  jobTimeLabel,
  movedCounts,
  offerAction,
  parseApplicantStatus,
  posterActions,
  statusTabs,
} from '../../frontend/src/features/my-jobs/format.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe('a poster’s decision buttons', () => {
  it('offer exactly the moves the state machine allows a poster, but the viewed a first look makes and the offer’s own', () => {
    for (const from of APPLICATION_STATUSES) {
      const offered = posterActions(from).map((a) => a.status);
      // An offer is made, and withdrawn, on the offer's page (offerAction), never by a decision; an
      // interview or a trial is agreed by both sides (/interviews), never set by the poster alone.
      const allowed = APPLICATION_STATUSES.filter((to) => transition(from, to, 'poster').ok).filter(
        (to) =>
          !(from === 'new' && to === 'viewed') &&
          to !== 'offered' &&
          to !== 'interview' &&
          to !== 'trial' &&
          from !== 'offered',
      );
      expect(new Set(offered), from).toEqual(new Set(allowed));
      expect(offerAction(from) === 'make', from).toBe(transition(from, 'offered', 'poster').ok);
    }
  });

  it('say what each does, in the order a poster works through them', () => {
    expect(posterActions('new').map((a) => a.label)).toEqual(['Shortlist', 'Decline']);
    expect(posterActions('viewed').map((a) => a.label)).toEqual(['Shortlist', 'Decline']);
    expect(posterActions('shortlisted')).toEqual([
      { status: 'viewed', label: 'Remove from shortlist' },
      { status: 'declined', label: 'Decline' },
    ]);
  });

  it('are none for a final status', () => {
    for (const status of ['offered', 'hired', 'declined', 'offer-declined', 'withdrawn', 'closed'] as const)
      expect(posterActions(status)).toEqual([]);
  });
});

describe('a job row’s words', () => {
  it('counts applicants as new and total', () => {
    expect(applicantCountsLabel({ new: 2, total: 5 })).toBe('2 new · 5 total');
    expect(applicantCountsLabel({ new: 0, total: 1 })).toBe('0 new · 1 total');
    expect(applicantCountsLabel({ new: 0, total: 0 })).toBe('No applicants yet');
  });

  it('counts the days a live job has left, its last day included', () => {
    expect(daysLeftLabel(inDays(60), NOW)).toBe('60 days left');
    expect(daysLeftLabel(inDays(30), NOW)).toBe('30 days left');
    expect(daysLeftLabel(inDays(1.5), NOW)).toBe('2 days left');
    expect(daysLeftLabel(inDays(0.5), NOW)).toBe('Last day');
    expect(daysLeftLabel(inDays(-1), NOW)).toBe('Last day');
  });

  it('gives a live job its days left and an ended one the day it ended', () => {
    expect(jobTimeLabel({ state: 'live', liveUntil: inDays(10), closedAt: null }, NOW)).toBe('10 days left');
    expect(jobTimeLabel({ state: 'filled', liveUntil: null, closedAt: '2026-02-01T10:00:00Z' }, NOW)).toBe(
      'Filled on 1 February 2026',
    );
    expect(jobTimeLabel({ state: 'closed', liveUntil: null, closedAt: '2026-02-01T10:00:00Z' }, NOW)).toBe(
      'Closed on 1 February 2026',
    );
    expect(jobTimeLabel({ state: 'expired', liveUntil: null, closedAt: '2026-02-01T10:00:00Z' }, NOW)).toBe(
      'Expired on 1 February 2026',
    );
    expect(jobTimeLabel({ state: 'unpaid', liveUntil: null, closedAt: null }, NOW)).toBeNull();
  });

  it('writes days in UK time', () => {
    // Past 11pm UTC in summer is already the next day in London.
    expect(formatDay('2026-07-01T23:30:00Z')).toBe('2 July 2026');
  });
});

describe('the applicants filter', () => {
  it('reads a known status from the address and ignores anything else', () => {
    expect(parseApplicantStatus('shortlisted')).toBe('shortlisted');
    expect(parseApplicantStatus('SHORTLISTED')).toBe('');
    expect(parseApplicantStatus('everything')).toBe('');
    expect(parseApplicantStatus(null)).toBe('');
  });

  it('has All first, then every status with its count', () => {
    const tabs = statusTabs({ total: 3, byStatus: { new: 2, hired: 1 } });
    expect(tabs[0]).toEqual({ status: '', label: 'All', count: 3 });
    expect(tabs.map((t) => t.status).slice(1)).toEqual([...APPLICATION_STATUSES]);
    expect(tabs.find((t) => t.status === 'new')?.count).toBe(2);
    expect(tabs.find((t) => t.status === 'declined')).toEqual({
      status: 'declined',
      label: 'Declined',
      count: 0,
    });
  });
});

describe('the applicants cache', () => {
  it('keeps each applicant once, where she first appeared', () => {
    const a = { nannyId: 'a', n: 1 };
    const b = { nannyId: 'b', n: 2 };
    expect(uniqueItems([{ items: [a, b] }, { items: [{ nannyId: 'a', n: 3 }] }], (x) => x.nannyId)).toEqual([
      a,
      b,
    ]);
    expect(uniqueItems(undefined, (x: { nannyId: string }) => x.nannyId)).toEqual([]);
  });

  it('moves one applicant’s count between statuses, new following', () => {
    const counts = { new: 2, total: 4, byStatus: { new: 2, viewed: 1, shortlisted: 1 } };
    expect(movedCounts(counts, 'new', 'viewed')).toEqual({
      new: 1,
      total: 4,
      byStatus: { new: 1, viewed: 2, shortlisted: 1 },
    });
    expect(movedCounts(counts, 'shortlisted', 'hired').byStatus).toEqual({
      new: 2,
      viewed: 1,
      shortlisted: 0,
      hired: 1,
    });
    expect(movedCounts(counts, 'viewed', 'viewed')).toBe(counts);
  });
});
