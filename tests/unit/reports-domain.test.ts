import { describe, expect, it } from 'vitest';
import { MODERATION_TEXTS } from '../../lambdas/contract/moderation.ts';
import {
  canTransition,
  checkReview,
  formatReportDate,
  isOpen,
  jobVisibility,
  nannyVisibility,
  reportCounts,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportStatus,
} from '../../lambdas/domain/reports.ts';

/** Every move the issue allows; every other pair is refused. */
const ALLOWED = new Set([
  'pending→reviewing',
  'pending→resolved',
  'pending→dismissed',
  'reviewing→resolved',
  'reviewing→dismissed',
]);

describe('report transitions', () => {
  const pairs = REPORT_STATUSES.flatMap((from) => REPORT_STATUSES.map((to) => [from, to] as const));
  it('covers all 16 pairs', () => expect(pairs).toHaveLength(16));
  it.each(pairs)('%s → %s', (from: ReportStatus, to: ReportStatus) =>
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}→${to}`)),
  );
  it('decisions are final; pending and reviewing still wait', () => {
    expect(REPORT_STATUSES.filter(isOpen)).toEqual(['pending', 'reviewing']);
  });
});

describe('report reasons', () => {
  it('are the spec’s six, with its labels', () => {
    expect(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r])).toEqual([
      'Inappropriate Content',
      'Spam',
      'Fake Profile/Posting',
      'Harassment',
      'Discrimination',
      'Other',
    ]);
  });
});

describe('report dates', () => {
  it('show day, short month, year, hour and minute in UK time', () => {
    expect(formatReportDate('2026-11-22T14:05:00Z')).toBe('22 Nov 2026, 14:05');
    // British Summer Time: 09:30 UTC is 10:30 in London.
    expect(formatReportDate('2026-07-01T09:30:00Z')).toBe('1 Jul 2026, 10:30');
  });
});

describe('where reported content stands', () => {
  const paid = { active: true, paymentConfirmed: true };
  it.each([
    [paid, 'on_board'],
    [{ ...paid, hidden: true }, 'hidden'],
    [{ ...paid, active: false }, 'closed'],
    [{ active: false, paymentConfirmed: false }, 'unpaid'],
    [{ active: false, paymentConfirmed: false, paymentPendingSince: '2026-11-20T10:00:00Z' }, 'processing'],
  ] as const)('a job %j is %s', (job, visibility) => expect(jobVisibility(job)).toBe(visibility));

  it('a nanny is listed while looking, unless a moderator hid her', () => {
    expect(nannyVisibility({ activelyLooking: true, hidden: false })).toBe('listed');
    expect(nannyVisibility({ activelyLooking: false, hidden: false })).toBe('not_looking');
    expect(nannyVisibility({ activelyLooking: true, hidden: true })).toBe('hidden');
    expect(nannyVisibility({ activelyLooking: false, hidden: true })).toBe('hidden');
  });
});

describe('report counts', () => {
  it('read absent, negative or odd counts as 0', () => {
    expect(reportCounts({ total: 3, pending: 2, resolved: 1, dismissed: -1, reviewing: 'x' })).toEqual({
      total: 3,
      pending: 2,
      reviewing: 0,
      resolved: 1,
      dismissed: 0,
    });
    expect(reportCounts(undefined).total).toBe(0);
  });
});

describe("a moderator's review", () => {
  const job = { status: 'pending' as const, contentType: 'job_posting' as const };
  it('moves a report only as its status allows', () => {
    expect(() => checkReview(job, { status: 'resolved' }, '')).not.toThrow();
    expect(() => checkReview({ ...job, status: 'resolved' }, { status: 'reviewing' }, '')).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'This report cannot be moved to that status.' }),
    );
  });

  it('never hides or shows an application', () => {
    const application = { status: 'pending' as const, contentType: 'application' as const };
    expect(() => checkReview(application, { status: 'resolved', hideContent: false }, '')).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        fields: { hideContent: 'Applications are not shown publicly.' },
      }),
    );
    expect(() => checkReview(application, { status: 'resolved' }, '')).not.toThrow();
  });

  it('hides content only with an explanation for its owner', () => {
    expect(() => checkReview(job, { status: 'resolved', hideContent: true }, '')).toThrow(
      expect.objectContaining({
        message: MODERATION_TEXTS.explanationRequired,
        fields: { explanation: MODERATION_TEXTS.explanationRequired },
      }),
    );
    expect(() => checkReview(job, { status: 'resolved', hideContent: true }, 'Spam')).not.toThrow();
    expect(() => checkReview(job, { status: 'resolved', hideContent: false }, '')).not.toThrow();
  });
});
