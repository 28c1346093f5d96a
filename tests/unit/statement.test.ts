import { describe, expect, it } from 'vitest';
import {
  addressLine,
  addressLines,
  changedLine,
  changedParticulars,
  payDayWords,
  NONE,
  PARTICULARS,
  statementChangeLine,
  statementRecordLine,
  statementSections,
} from '../../lambdas/contract/statement.ts';
import { offerTermsInput } from '../../lambdas/contract/offers.ts';
import { offerTerms } from '../security/requests.ts';

const terms = offerTermsInput.parse(offerTerms({ startDate: '2027-01-04' }));
const sections = (fields: Record<string, unknown> = {}) =>
  statementSections({
    terms: { ...terms, ...fields },
    employeeName: 'Rosa Martínez Lopez',
    version: 1,
    issuedAt: '2026-12-20T10:00:00.000Z',
  });
const text = (fields: Record<string, unknown> = {}) =>
  Object.fromEntries(sections(fields).map((s) => [s.particular, s.lines.join(' ')])) as Record<
    (typeof PARTICULARS)[number],
    string
  >;

/**
 * Employment Rights Act 1996 s.1(3)–(4), as amended from 6 April 2020, and s.3 (gov.uk, "Written
 * statement of employment particulars"): each particular the statement must give.
 */
const REQUIRED = [
  'parties', // s.1(3)(a) the names of the employer and worker
  'employerAddress', // s.1(4)(h) the employer's address
  'startDate', // s.1(3)(b) the date the employment began
  'continuousEmployment', // s.1(3)(c) the date continuous employment began
  'jobTitle', // s.1(4)(f) the title of the job or a brief description
  'placeOfWork', // s.1(4)(h) the place of work
  'pay', // s.1(4)(a) the scale or rate of remuneration
  'payIntervals', // s.1(4)(b) the intervals at which it is paid
  'hours', // s.1(4)(c) hours, days of the week, and whether they may vary
  'holiday', // s.1(4)(d)(i) holidays, public holidays and holiday pay
  'sickness', // s.1(4)(d)(ii) incapacity for work and sick pay
  'otherPaidLeave', // s.1(4)(d)(iia) any other paid leave
  'otherBenefits', // s.1(4)(da) any other benefits
  'pension', // s.1(4)(d)(iii) pensions and pension schemes
  'notice', // s.1(4)(e) notice from each side
  'duration', // s.1(4)(g) how long a job not meant to be permanent lasts, or when it ends
  'probation', // s.1(4)(ia) any probationary period
  'workAbroad', // s.1(4)(k) work outside the UK for more than a month
  'training', // s.1(4)(l)–(n) training the employer provides, requires, and does not pay for
  'collectiveAgreements', // s.1(4)(j) collective agreements
  'disciplineAndGrievance', // s.3 disciplinary rules and whom to apply to with a grievance
];

describe('the written statement of employment particulars', () => {
  it('gives every particular section 1 requires, once, in order', () => {
    expect([...PARTICULARS].sort()).toEqual([...REQUIRED].sort());
    expect(sections().map((s) => s.particular)).toEqual([...PARTICULARS]);
    for (const section of sections()) {
      expect(section.heading, section.particular).not.toBe('');
      expect(section.lines.join(''), section.particular).not.toBe('');
    }
  });

  it('states the terms of the accepted offer', () => {
    const t = text();
    expect(t.parties).toBe('Employer: Hana and Tom Okafor Employee: Rosa Martínez Lopez');
    expect(t.employerAddress).toBe('12 Example Road, Hove BN3 1AA');
    expect(t.startDate).toBe('Employment begins on 4 January 2027.');
    expect(t.continuousEmployment).toContain('4 January 2027');
    expect(t.pay).toContain('£16 an hour gross, for 40 hours a week');
    expect(t.payIntervals).toBe('Every month, on the last Friday of the month, with a payslip.');
    expect(t.hours).toContain('Monday, Tuesday, Wednesday, Thursday and Friday, 8am to 6pm');
    expect(t.holiday).toContain('28 days of paid holiday a year, bank holidays included');
    expect(t.sickness).toContain(
      'Statutory Sick Pay is paid from the first day of sickness, at £123.25 a week',
    );
    expect(t.notice).toContain('From the employer: 4 weeks');
    expect(t.notice).toContain('From the employee: 4 weeks');
    expect(t.probation).toContain('3 months');
    expect(t.duration).toBe('Permanent: no end date.');
    expect(t.placeOfWork).toContain('Our home, Hove, BN3');
  });

  it('says "None" where the offer gives none', () => {
    const t = text({ probationMonths: 0 });
    expect(t.probation).toBe(NONE);
    expect(t.otherBenefits).toBe(NONE);
    expect(t.collectiveAgreements).toBe(NONE);
    expect(t.otherPaidLeave.startsWith(NONE)).toBe(true);
    expect(t.training.startsWith(NONE)).toBe(true);
    expect(t.workAbroad.startsWith('None')).toBe(true);
  });

  it('gives the end of a fixed-term job, enhanced sick pay, and a full address only when typed', () => {
    const t = text({
      endDate: '2027-12-31',
      sickPay: 'enhanced',
      sickPayDetails: 'Full pay for 10 days a year.',
      workAddress: '12 Example Road, Hove BN3 1AA',
    });
    expect(t.duration).toBe('A fixed-term job, ending on 31 December 2027.');
    expect(t.sickness).toContain('Full pay for 10 days a year. Beyond that, Statutory Sick Pay.');
    expect(t.placeOfWork).toContain('Address: 12 Example Road');
    expect(text().placeOfWork).not.toContain('Example Road');
  });
});

describe('a version of the statement after a change', () => {
  it('names the particulars whose words changed, in the statement’s order', () => {
    expect(changedParticulars(terms, terms)).toEqual([]);
    const raised = {
      ...terms,
      hours: '8am to 5pm, with an hour’s break',
      pay: { ...terms.pay, min: 17 },
    };
    expect(changedParticulars(terms, raised)).toEqual(['pay', 'hours']);
    expect(changedLine(changedParticulars(terms, raised))).toBe('Pay, Hours and days of work');
    // Hours a week are stated under both pay and hours.
    expect(changedParticulars(terms, { ...terms, pay: { ...terms.pay, hoursPerWeek: 35 } })).toEqual([
      'pay',
      'hours',
    ]);
    expect(changedParticulars(terms, { ...terms, holidayDays: 30, noticeFromEmployerWeeks: 8 })).toEqual([
      'holiday',
      'notice',
    ]);
    // Space around the words changes nothing the statement says.
    expect(changedParticulars(terms, { ...terms, duties: ` ${terms.duties} ` })).toEqual([]);
  });

  it('says what changed and when, and that she accepted version 1, not these terms', () => {
    expect(statementChangeLine(2, ['pay', 'hours'], '2027-03-05T10:00:00.000Z')).toBe(
      'Changed from version 1 by the employer on 5 March 2027: Pay, Hours and days of work.',
    );
    expect(
      statementRecordLine({ version: 1, issuedAt: '2026-12-20T10:00:00.000Z' }, '2026-12-20T10:00:00.000Z'),
    ).toBe(
      'This statement records the terms the employer offered and the employee accepted on 20 December 2026.',
    );
    const later = statementRecordLine(
      { version: 2, issuedAt: '2027-03-05T10:00:00.000Z' },
      '2026-12-20T10:00:00.000Z',
    );
    expect(later).toBe(
      'This statement records the terms as changed by the employer on 5 March 2027, after the employee accepted the terms of version 1 on 20 December 2026.',
    );
    expect(later).not.toMatch(/employee accepted these|offered and the employee accepted/);
  });
});

describe('the words the family typed, in the statement', () => {
  it('reads the payday after "on", lower-casing only a common first word', () => {
    expect(payDayWords('The last Friday of the month')).toBe('the last Friday of the month');
    expect(payDayWords('Last working day')).toBe('last working day');
    expect(payDayWords('On the 28th')).toBe('the 28th');
    expect(payDayWords('Friday each week')).toBe('Friday each week');
    expect(payDayWords('Fridays')).toBe('Fridays');
    expect(payDayWords('December 24th')).toBe('December 24th');
    expect(payDayWords('BACS on the 1st')).toBe('BACS on the 1st');
    expect(payDayWords('  ')).toBe('');
    expect(text({ payDay: 'The last Friday of the month' }).payIntervals).toBe(
      'Every month, on the last Friday of the month, with a payslip.',
    );
    expect(text({ payDay: '' }).payIntervals).toBe('Every month, with a payslip.');
  });

  it('keeps an address’s lines: one line each in the statement, joined by commas on one line', () => {
    const typed = '12 Example Road\r\nLondon,\n\n  SW4 7AA ';
    expect(addressLines(typed)).toEqual(['12 Example Road', 'London', 'SW4 7AA']);
    expect(addressLine(typed)).toBe('12 Example Road, London, SW4 7AA');
    const lines = sections({ employerAddress: typed, workAddress: typed });
    expect(lines.find((s) => s.particular === 'employerAddress')!.lines).toEqual([
      '12 Example Road',
      'London',
      'SW4 7AA',
    ]);
    expect(lines.find((s) => s.particular === 'placeOfWork')!.lines[0]).toBe(
      'Our home, Hove, BN3. Address: 12 Example Road, London, SW4 7AA',
    );
  });
});
