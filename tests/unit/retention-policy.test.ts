import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  periodEnd,
  RETENTION,
  RETENTION_POLICIES,
  ttlFrom,
  type RetentionPolicy,
} from '../../lambdas/contract/retention.ts';
import { complaintToItem, type Complaint } from '../../lambdas/data/complaints.ts';
import { cvAccessToItem } from '../../lambdas/data/cv-access.ts';
import { DRAFT_DAYS } from '../../lambdas/data/jobs.ts';
import { OUTBOX_RETENTION_DAYS } from '../../lambdas/data/outbox.ts';
import { paymentRecordExpiry } from '../../lambdas/data/payment-records.ts';
import { RATE_LIMITS } from '../../lambdas/domain/rate-limits.ts';
import { invitationToItem } from '../../lambdas/data/invitations.ts';
import { ENTITIES } from '../../lambdas/data/registry.ts';
import { reportToItem, type Report } from '../../lambdas/data/reports.ts';
import { EVENT_RECEIPT_TTL_SECONDS } from '../../lambdas/data/stripe-events.ts';
import { BUCKET_LIFECYCLE } from '../../lambdas/contract/retention.ts';
import { SCHEDULED_RETENTION } from '../../lambdas/scheduled/retention.ts';

/**
 * The privacy page's retention table and the system are one declaration (contract/retention.ts): every
 * item names its row, every row is kept by something, and every TTL is its row's period.
 */
const DAY = 24 * 3600;
const at = '2026-03-10T12:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('the retention policy', () => {
  it('is named by every entity, and each row by an entity, a bucket rule, the scheduled run or the browser', () => {
    for (const entity of ENTITIES) expect(RETENTION_POLICIES, entity.name).toContain(entity.retention.policy);
    const used = new Set<RetentionPolicy>([
      ...ENTITIES.map((e) => e.retention.policy),
      ...BUCKET_LIFECYCLE.map((rule) => rule.policy),
      ...SCHEDULED_RETENTION,
      // Cookies are set and expired by the browser, as the cookie policy page lists them.
      'cookies',
    ]);
    expect([...used].sort()).toEqual([...RETENTION_POLICIES].sort());
  });

  it('words every row, with a positive period where it has one', () => {
    for (const policy of RETENTION_POLICIES) {
      const row: { what: string; kept: string; from: string; period?: { amount: number } } =
        RETENTION[policy];
      expect(row.what.trim(), policy).not.toBe('');
      expect(row.kept.trim(), policy).not.toBe('');
      expect(row.from.trim(), policy).not.toBe('');
      if (row.period) expect(row.period.amount, policy).toBeGreaterThan(0);
    }
  });

  it('counts months and years by the calendar', () => {
    expect(periodEnd({ amount: 6, unit: 'months' }, new Date(at)).toISOString()).toBe(
      '2026-09-10T12:00:00.000Z',
    );
    expect(periodEnd({ amount: 2, unit: 'years' }, new Date(at)).toISOString()).toBe(
      '2028-03-10T12:00:00.000Z',
    );
    expect(periodEnd({ amount: 2, unit: 'days' }, new Date(at)).toISOString()).toBe(
      '2026-03-12T12:00:00.000Z',
    );
  });

  it('sets every TTL to its row’s period', () => {
    const ttlEntities = ENTITIES.filter((e) => 'ttl' in e.retention).map((e) => e.name);
    expect(ttlEntities.sort()).toEqual(
      [
        'AccountDeletion',
        'Complaint',
        'CvAccess',
        'DataExport',
        'DataExportLock',
        'DeletionMarker',
        'FormerSubscriber',
        'HiddenContent',
        'Interview',
        'InterviewLock',
        'InterviewPointer',
        'Invitation',
        'Job',
        'JobAlertPending',
        'ModerationDecision',
        'NewsletterSubscription',
        'Offer',
        'OfferPointer',
        'OutboxDeadLetter',
        'OutboxMessage',
        'PaymentRecord',
        'RateWindow',
        'Referee',
        'Report',
        'ReportByReporter',
        'ReportedItem',
        'ReportedItemStatus',
        'Share',
        'ShareProposal',
        'Statement',
        'StripeEvent',
        'TaxRecord',
      ].sort(),
    );
    const report = reportToItem({ id: 'r1', createdAt: at } as Report);
    expect(report.expiresAt).toBe(seconds('2028-03-10T12:00:00.000Z'));
    const access = cvAccessToItem({ nannyId: 'n', viewerId: 'v', viewerType: 'family', at });
    expect(access.expiresAt).toBe(ttlFrom('cvAccess', at));
    expect(access.expiresAt).toBe(seconds('2027-03-10T12:00:00.000Z'));
    const invitation = invitationToItem({
      jobId: 'j',
      nannyId: 'n',
      posterId: 'p',
      conversationId: 'c',
      invitedAt: at,
    });
    expect(invitation.expiresAt).toBe(ttlFrom('messages', at));
    // A complaint: two years from when it was made, then from our last response to it.
    const complaint = { id: 'ABCDEFGHJK', createdAt: at, lastResponseAt: null } as Complaint;
    expect(complaintToItem(complaint).expiresAt).toBe(seconds('2028-03-10T12:00:00.000Z'));
    const answered = complaintToItem({ ...complaint, lastResponseAt: '2026-05-01T08:00:00.000Z' });
    expect(answered.expiresAt).toBe(seconds('2028-05-01T08:00:00.000Z'));
    expect(RETENTION.drafts.period).toEqual({ amount: DRAFT_DAYS, unit: 'days' });
    expect(RETENTION.service.period).toEqual({ amount: OUTBOX_RETENTION_DAYS, unit: 'days' });
    expect(EVENT_RECEIPT_TTL_SECONDS).toBe(RETENTION.service.period.amount * DAY);
    // Six years from the end of the financial year (31 March) the payment fell in.
    expect(paymentRecordExpiry(at)).toBe(seconds('2032-03-31T23:59:59.000Z'));
    expect(paymentRecordExpiry('2026-04-01T00:00:00.000Z')).toBe(seconds('2033-03-31T23:59:59.000Z'));
    // A window's counter expires one window after its own ends: within the row's period of the attempt.
    for (const rule of Object.values(RATE_LIMITS))
      expect(2 * rule.windowSeconds, rule.scope).toBeLessThanOrEqual(RETENTION.limits.period.amount * DAY);
  });
});

describe('the privacy page', () => {
  it('lists every row of the retention policy, in its words', async () => {
    // Loaded by path: the page is the SPA's (JSX, compiled by Vite), not part of the server's program.
    const page = '../../frontend/src/routes/Privacy.tsx';
    const { default: Privacy } = (await import(page)) as { default: ComponentType };
    // Its complaint form asks who is signed in: drawn as a visitor sees it.
    const auth = '../../frontend/src/auth/AuthProvider.tsx';
    const { AuthProvider } = (await import(auth)) as { AuthProvider: ComponentType<{ children: ReactNode }> };
    const html = renderToStaticMarkup(
      createElement(AuthProvider, null, createElement(MemoryRouter, null, createElement(Privacy))),
    );
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    for (const policy of RETENTION_POLICIES) {
      expect(html, policy).toContain(`data-retention="${policy}"`);
      expect(text, policy).toContain(`${RETENTION[policy].what}: ${RETENTION[policy].kept}.`);
    }
    expect(text).toContain('six years after the end of the financial year of the payment');
    expect(text).toContain('Stripe, our payment processor, keeps its own records');
  });
});
