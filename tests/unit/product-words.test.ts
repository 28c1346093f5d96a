import { describe, expect, it } from 'vitest';
import { JOB_MAX_AHEAD_DAYS } from '../../lambdas/contract/hiring-constants.ts';
import { jobReference } from '../../lambdas/contract/jobs-constants.ts';
import { DBS_COPY_ADVICE } from '../../lambdas/contract/verification-constants.ts';
import { jobPostedEmail, paymentFailedEmail, receiptEmail } from '../../lambdas/domain/emails.ts';
import { verificationDecisionEmail } from '../../lambdas/domain/verification-emails.ts';
import { notExtendableText } from '../../frontend/src/features/my-jobs/format.ts';

/** Words a person can use: a job's reference, why a job cannot be extended, how a DBS check was made. */
const JOB_ID = '3f2a91c0-5b7e-4d21-9a0e-2c4b6d8e0f11';
const SITE = 'https://nanny.example';

describe('a job’s reference', () => {
  it('is eight characters a person can read out, from the start of its id', () => {
    expect(jobReference(JOB_ID)).toBe('3F2A-91C0');
    expect(jobReference('seed-job-01')).toBe('SEED-JOB0');
    expect(jobReference('ab')).toBe('AB');
  });

  it('is what the receipt, the failed-payment notice and the agency’s confirmation give, never the raw id', () => {
    const receipt = receiptEmail(
      {
        to: 'family@example.com',
        jobId: JOB_ID,
        title: 'Nanny for two',
        amountPence: 5000,
        promoCode: null,
        publishedAt: '2026-03-01T10:00:00.000Z',
      },
      SITE,
    );
    const failed = paymentFailedEmail(
      { to: 'family@example.com', jobId: JOB_ID, title: 'Nanny for two', reusablePromoCode: null },
      SITE,
    );
    const posted = jobPostedEmail(
      { to: 'agency@example.com', jobId: JOB_ID, title: 'Nanny for two', agencyName: 'Little Acorns' },
      SITE,
    );
    for (const email of [receipt, failed, posted]) {
      expect(email.text).toMatch(
        /^Reference: 3F2A-91C0 \(quote it if you contact us about this (job|payment)\)$/m,
      );
      expect(email.text).not.toContain('Job reference');
      // The whole id only inside the address of the job's page, where a link needs it.
      expect(email.text.replaceAll(`/jobs/${JOB_ID}`, '').replaceAll(`/my-jobs/${JOB_ID}`, '')).not.toContain(
        JOB_ID,
      );
    }
    expect(receipt.text).toContain('Job: Nanny for two');
  });
});

describe('a live job Extend cannot add to yet', () => {
  it('says until when it stays, why no further, and from which day Extend works again', () => {
    // Live until 30 April, noon: Extend is offered once the end is under 59 days ahead, from 2 March at
    // noon; the page names the first whole day it is offered, 3 March.
    const text = notExtendableText('2026-04-30T12:00:00.000Z');
    expect(text).toBe(
      `It stays on the board until 30 April 2026. A job is never on the board more than ${JOB_MAX_AHEAD_DAYS} days ahead, so that nannies only see jobs that are still hiring. You can extend it from 3 March 2026.`,
    );
    expect(text).not.toContain('as long as we allow');
    expect(notExtendableText(null)).toBe(
      `A job is never on the board more than ${JOB_MAX_AHEAD_DAYS} days ahead, so that nannies only see jobs that are still hiring.`,
    );
  });
});

describe('a DBS certificate, checked from a copy', () => {
  const decision = (kind: 'dbs_certificate' | 'identity', outcome: 'recorded' | 'refused') =>
    verificationDecisionEmail(
      {
        to: 'nanny@example.com',
        recipientId: 'nanny-user-1',
        kind,
        outcome,
        reason: outcome === 'refused' ? 'The certificate is not an enhanced one.' : null,
        lapsesOn: outcome === 'recorded' ? '2029-01-10' : null,
        refereeName: null,
      },
      SITE,
    );

  it('tells her, when it is recorded, that families will ask to see the original', () => {
    expect(decision('dbs_certificate', 'recorded').text).toContain(DBS_COPY_ADVICE.forHer);
    expect(decision('dbs_certificate', 'refused').text).not.toContain(DBS_COPY_ADVICE.forHer);
    expect(decision('identity', 'recorded').text).not.toContain(DBS_COPY_ADVICE.forHer);
  });
});
