import { describe, expect, it } from 'vitest';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { shareLine, statementSections } from '../../lambdas/contract/statement.ts';
import { SHARE_EMAIL_KINDS, shareEmail, type ShareEmail } from '../../lambdas/domain/share-emails.ts';

const SITE = 'https://nannies.example';
const base: ShareEmail = {
  recipientId: 'u1',
  kind: 'proposal',
  shareId: 'abc123def456',
  otherLabel: 'Sam',
  jobId: null,
};

describe('a nanny share’s emails', () => {
  it('names the other family, says what to do, and links to the share', () => {
    const email = shareEmail(base, 'hana@example.com', SITE);
    expect(email.to).toBe('hana@example.com');
    expect(email.subject).toBe(SHARE_TEXTS.proposalEmailSubject);
    expect(email.text).toContain('Sam would like to share a nanny with you.');
    expect(email.text).toContain(`${SITE}/nanny-shares/abc123def456`);
  });

  it('says the job stays with the family that posted it when a family leaves a posted share', () => {
    const posted = shareEmail({ ...base, kind: 'left', jobId: 'job-1' }, 'hana@example.com', SITE);
    expect(posted.text).toContain(`Sam left your nanny share. ${SHARE_TEXTS.leftJobNote}`);
    const before = shareEmail({ ...base, kind: 'left' }, 'hana@example.com', SITE);
    expect(before.text).toContain('Your share is listed again for families nearby, if you listed it.');
    expect(before.text).not.toContain(SHARE_TEXTS.leftJobNote);
  });

  it('sends a family whose share ended to the list, not to the ended share', () => {
    const ended = shareEmail({ ...base, kind: 'ended' }, 'sam@example.com', SITE);
    expect(ended.text).toContain(`${SITE}/nanny-shares\n`.trimEnd());
    expect(ended.text).not.toContain('abc123def456');
  });

  it('has a subject and an opening for every kind', () => {
    for (const kind of SHARE_EMAIL_KINDS) {
      const email = shareEmail({ ...base, kind }, 'x@example.com', SITE);
      expect(email.subject, kind).not.toBe('');
      expect(email.text.split('\n')[0], kind).toContain('Sam');
    }
  });
});

describe('a nanny share’s written statement', () => {
  const share = {
    otherEmployer: 'Sam and Alex Doe',
    otherWeeklyPence: 21600,
    otherHours: 30,
    totalWeeklyPence: 62000,
    totalHours: 35,
  };

  it('names the other employer’s part and hours, and her whole pay and hours', () => {
    expect(shareLine(share)).toBe(
      'This is a nanny share: the pay above is this employer’s part. Sam and Alex Doe employs her separately, for 30 hours a week, and pays £216 a week gross. Her whole pay from both is £620 a week gross for 35 hours a week (£17.71 an hour).',
    );
  });

  it('gives the whole pay alone for a statement from before hours were kept', () => {
    const { otherHours: _o, totalHours: _t, ...older } = share;
    expect(shareLine(older)).toBe(
      'This is a nanny share: the pay above is this employer’s part. Sam and Alex Doe employs her separately and pays £216 a week gross. Her whole pay from both is £620 a week gross.',
    );
  });

  it('adds the line to the pay particular of a share’s statement only', () => {
    const terms = {
      employerName: 'Hana and Tom Okafor',
      employerAddress: '3 Clapham Road, London SW4 0AA',
      jobTitle: 'Nanny',
      duties: '',
      startDate: '2027-01-04',
      endDate: null,
      pay: { period: 'weekly' as const, min: 404, max: null, hoursPerWeek: 35, liveIn: false, rota: false },
      payFrequency: 'monthly' as const,
      payDay: '',
      days: ['mon', 'tue', 'wed'] as const,
      hours: '8am to 3pm',
      placeDescription: 'Our home',
      town: 'London',
      postcodeDistrict: 'SW4',
      workAddress: '',
      holidayDays: 16.8,
      probationMonths: 0,
      noticeFromEmployerWeeks: 4,
      noticeFromEmployeeWeeks: 4,
      sickPay: 'statutory' as const,
      sickPayDetails: '',
      pensionScheme: '',
      otherPaidLeave: '',
      otherBenefits: '',
      training: '',
    };
    const input = { terms, employeeName: 'Priya Shah', version: 1, issuedAt: '2026-12-01T10:00:00.000Z' };
    const payOf = (sections: ReturnType<typeof statementSections>) =>
      sections.find((s) => s.particular === 'pay')!.lines;
    expect(payOf(statementSections({ ...input, share }))[1]).toBe(shareLine(share));
    expect(payOf(statementSections(input)).join(' ')).not.toContain('nanny share');
  });
});
