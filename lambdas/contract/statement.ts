/**
 * The written statement of employment particulars (Employment Rights Act 1996 s.1, given on or before
 * the first day of work since 6 April 2020), made from an accepted offer's terms: every particular the
 * law asks for, each in words, and "None" where the offer gives none. The PDF and the offer's page
 * read the same list.
 */
import { hoursLine, payLine, type Pay } from './pay.ts';
import { formatPounds } from './money.ts';
import { londonDay } from './uk-day.ts';
import { longDate, MONTHS } from './long-date.ts';
import {
  AUTO_ENROLMENT,
  inForce,
  SICK_PAY,
  STATUTORY_NOTICE,
  WRITTEN_STATEMENT_SOURCES,
} from './legal/employment.ts';
import {
  PAY_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type PayFrequency,
  type SickPayKind,
  type Weekday,
} from './offers-constants.ts';

/** The particulars s.1 (and s.3, for discipline and grievance) asks for, in the statement's order. */
export const PARTICULARS = [
  'parties',
  'employerAddress',
  'startDate',
  'continuousEmployment',
  'jobTitle',
  'placeOfWork',
  'pay',
  'payIntervals',
  'hours',
  'holiday',
  'sickness',
  'otherPaidLeave',
  'otherBenefits',
  'pension',
  'notice',
  'duration',
  'probation',
  'workAbroad',
  'training',
  'collectiveAgreements',
  'disciplineAndGrievance',
] as const;
export type Particular = (typeof PARTICULARS)[number];

/** Each particular's heading, in the statement and wherever a change is named. */
export const PARTICULAR_HEADINGS: Record<Particular, string> = {
  parties: 'Employer and employee',
  employerAddress: 'Employer’s address',
  startDate: 'Start date',
  continuousEmployment: 'Continuous employment',
  jobTitle: 'Job title',
  placeOfWork: 'Place of work',
  pay: 'Pay',
  payIntervals: 'When pay is paid',
  hours: 'Hours and days of work',
  holiday: 'Holiday',
  sickness: 'Sickness and sick pay',
  otherPaidLeave: 'Other paid leave',
  otherBenefits: 'Other benefits',
  pension: 'Pension',
  notice: 'Notice',
  duration: 'How long the job lasts',
  probation: 'Probation',
  workAbroad: 'Work outside the UK',
  training: 'Training',
  collectiveAgreements: 'Collective agreements',
  disciplineAndGrievance: 'Discipline and grievances',
};

export interface StatementTerms {
  employerName: string;
  employerAddress: string;
  jobTitle: string;
  duties: string;
  startDate: string;
  endDate: string | null;
  pay: Pay;
  payFrequency: PayFrequency;
  payDay: string;
  days: readonly Weekday[];
  hours: string;
  placeDescription: string;
  town: string;
  postcodeDistrict: string;
  workAddress: string;
  holidayDays: number;
  probationMonths: number;
  noticeFromEmployerWeeks: number;
  noticeFromEmployeeWeeks: number;
  sickPay: SickPayKind;
  sickPayDetails: string;
  pensionScheme: string;
  otherPaidLeave: string;
  otherBenefits: string;
  training: string;
}

export interface StatementInput {
  terms: StatementTerms;
  /** Her full name as she gave it when she accepted. */
  employeeName: string;
  version: number;
  /** When this version was issued (ISO time). */
  issuedAt: string;
  /**
   * A nanny share's statement: the other family employs her too, for its own part of the pay. Each
   * family's statement states its own part, and names the other's beside it.
   */
  share?: {
    otherEmployer: string;
    otherWeeklyPence: number;
    otherHours?: number;
    totalWeeklyPence: number;
    totalHours?: number;
  };
}

/**
 * The line a nanny share's statement adds to its pay: that the pay above is this employer's part, the
 * other employer's part and hours, and her whole pay and hours (statements from before hours were kept
 * give the whole pay alone).
 */
export function shareLine(share: NonNullable<StatementInput['share']>): string {
  const pounds = (pence: number) => formatPounds(pence / 100);
  const hours = (n: number) => `${Math.round(n * 100) / 100} ${n === 1 ? 'hour' : 'hours'} a week`;
  const other =
    share.otherHours !== undefined
      ? `${share.otherEmployer} employs her separately, for ${hours(share.otherHours)}, and pays ${pounds(share.otherWeeklyPence)} a week gross.`
      : `${share.otherEmployer} employs her separately and pays ${pounds(share.otherWeeklyPence)} a week gross.`;
  const whole =
    share.totalHours !== undefined && share.totalHours > 0
      ? `Her whole pay from both is ${pounds(share.totalWeeklyPence)} a week gross for ${hours(share.totalHours)} (${pounds(Math.round(share.totalWeeklyPence / share.totalHours))} an hour).`
      : `Her whole pay from both is ${pounds(share.totalWeeklyPence)} a week gross.`;
  return `This is a nanny share: the pay above is this employer’s part. ${other} ${whole}`;
}

export interface StatementSection {
  particular: Particular;
  heading: string;
  lines: string[];
}

export const NONE = 'None.';

export { longDate };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const orNone = (text: string) => (text.trim() ? [text.trim()] : [NONE]);

/** An address as typed, one line per line, each without the commas or spaces at its ends. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^,+|,+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** An address on one line: its lines joined by commas ("12 Example Road, London, SW4 7AA"). */
export const addressLine = (address: string) => addressLines(address).join(', ');

/** Words that keep their capital wherever they stand: the days and the months (and their plurals). */
const PROPER_WORDS = new Set<string>([...Object.values(WEEKDAY_LABELS), ...MONTHS]);

/**
 * The payday as the family typed it, to follow "on": "The last Friday of the month" reads "the last
 * Friday of the month" (a day's or a month's name, or a word in capitals, keeps its capital), and an
 * "on" typed before it is not said twice.
 */
export function payDayWords(payDay: string): string {
  const words = payDay.trim().replace(/^on\s+/i, '');
  const first = /^[A-Za-z]+/.exec(words)?.[0] ?? '';
  const proper = PROPER_WORDS.has(first) || PROPER_WORDS.has(first.replace(/s$/, ''));
  if (!/^[A-Z][a-z]*$/.test(first) || proper || first === 'I') return words;
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** When she is paid: "Every month, on the last Friday of the month". */
export function payIntervalLine(frequency: PayFrequency, payDay: string): string {
  const day = payDayWords(payDay);
  return `${PAY_FREQUENCY_LABELS[frequency]}${day ? `, on ${day}` : ''}`;
}

/** The days she works, in the week's order: "Monday, Tuesday and Thursday". */
export function daysLine(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((d) => days.includes(d)).map((d) => WEEKDAY_LABELS[d]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The statement's sections, every particular once, in order. */
export function statementSections(input: StatementInput): StatementSection[] {
  const { terms } = input;
  const sick = inForce(SICK_PAY, terms.startDate);
  const notice = inForce(STATUTORY_NOTICE, terms.startDate);
  const pension = inForce(AUTO_ENROLMENT, terms.startDate);
  const place = [terms.placeDescription, terms.town, terms.postcodeDistrict].filter(Boolean).join(', ');
  const sections: Record<Particular, { lines: string[] }> = {
    parties: {
      lines: [`Employer: ${terms.employerName}`, `Employee: ${input.employeeName}`],
    },
    employerAddress: { lines: addressLines(terms.employerAddress) },
    startDate: { lines: [`Employment begins on ${longDate(terms.startDate)}.`] },
    continuousEmployment: {
      lines: [
        `Continuous employment begins on ${longDate(terms.startDate)}: no earlier employment counts towards it.`,
      ],
    },
    jobTitle: {
      lines: [terms.jobTitle, ...(terms.duties.trim() ? [terms.duties.trim()] : [])],
    },
    placeOfWork: {
      lines: [
        terms.workAddress.trim() ? `${place}. Address: ${addressLine(terms.workAddress)}` : place,
        'Any place the employer asks as part of the job, such as outings with the children, is part of the work.',
      ],
    },
    pay: {
      lines: [
        `${payLine(terms.pay)}, for ${hoursLine(terms.pay)}.`,
        ...(input.share ? [shareLine(input.share)] : []),
        ...(terms.pay.liveIn
          ? ['She lives in: the accommodation is provided by the employer as part of the job.']
          : []),
        'Pay is before Income Tax and National Insurance, which the employer deducts through payroll.',
      ],
    },
    payIntervals: {
      lines: [`${payIntervalLine(terms.payFrequency, terms.payDay)}, with a payslip.`],
    },
    hours: {
      lines: [
        `${hoursLine(terms.pay)}: ${daysLine(terms.days)}, ${terms.hours}.`,
        terms.pay.rota
          ? 'Hours follow a rota agreed in advance, so some weeks are longer than others.'
          : 'The hours and days change only by agreement between the employer and the employee.',
      ],
    },
    holiday: {
      lines: [
        `${plural(terms.holidayDays, 'day')} of paid holiday a year, bank holidays included, in the holiday year that starts on the start date (fewer in a part year, in proportion).`,
        'Holiday is paid at the normal rate of pay. On leaving, holiday taken but not yet earned is repaid, and holiday earned but not taken is paid, counted in proportion to the part of the year worked.',
      ],
    },
    sickness: {
      lines: [
        terms.sickPay === 'enhanced'
          ? `${terms.sickPayDetails.trim()} Beyond that, Statutory Sick Pay.`
          : 'Statutory Sick Pay.',
        `Statutory Sick Pay is paid from the ${sick.fromDay === 1 ? 'first' : 'fourth'} day of sickness, at ${formatPounds(sick.weeklyRate)} a week${sick.percentOfEarnings ? ` or ${sick.percentOfEarnings}% of average weekly earnings, whichever is lower` : ''}, for up to ${sick.maxWeeks} weeks (${SICK_PAY_SOURCE}).`,
        'Tell the employer on the first day of sickness, before work starts if possible. For more than 7 days, a fit note from a doctor is needed.',
      ],
    },
    otherPaidLeave: {
      lines: [
        ...orNone(terms.otherPaidLeave),
        'Statutory leave, such as maternity, paternity and parental leave, applies as the law provides.',
      ],
    },
    otherBenefits: { lines: orNone(terms.otherBenefits) },
    pension: {
      lines: [
        `If she is aged ${pension.minAge} or over and under State Pension age and earns over ${formatPounds(pension.earningsTrigger)} a year, the employer enrols her in a workplace pension scheme and pays at least ${pension.employerPercent}% of her qualifying earnings into it (${pension.totalPercent}% in all, with her own contribution); otherwise she may ask to join.`,
        terms.pensionScheme.trim()
          ? `Scheme: ${terms.pensionScheme.trim()}.`
          : 'Scheme: to be confirmed by the employer.',
      ],
    },
    notice: {
      lines: [
        `From the employer: ${plural(terms.noticeFromEmployerWeeks, 'week')}, or the statutory minimum if longer (after two years, one week for each complete year worked, up to ${notice.employerMaxWeeks} weeks).`,
        `From the employee: ${plural(terms.noticeFromEmployeeWeeks, 'week')}.`,
      ],
    },
    duration: {
      lines: [
        terms.endDate ? `A fixed-term job, ending on ${longDate(terms.endDate)}.` : 'Permanent: no end date.',
      ],
    },
    probation: {
      lines: [
        terms.probationMonths > 0
          ? `${plural(terms.probationMonths, 'month')}, during which the notice above applies and the employer reviews how the job is going before it ends.`
          : NONE,
      ],
    },
    workAbroad: {
      lines: ['None: the job is not expected to involve working outside the UK for more than a month.'],
    },
    training: {
      lines: [...orNone(terms.training), 'No training is required that the employee must pay for.'],
    },
    collectiveAgreements: { lines: [NONE] },
    disciplineAndGrievance: {
      lines: [
        `Any concern about work, or about a decision on discipline or dismissal, is raised with ${terms.employerName}, who will meet to discuss it and reply in writing. The Acas Code of Practice on disciplinary and grievance procedures is followed.`,
      ],
    },
  };
  return PARTICULARS.map((particular) => ({
    particular,
    heading: PARTICULAR_HEADINGS[particular],
    lines: sections[particular].lines,
  }));
}

const SICK_PAY_SOURCE = 'gov.uk/statutory-sick-pay';

/** The statement's title and its version line. */
export const statementTitle = 'Written statement of employment particulars';
export const statementVersionLine = (version: number, issuedAt: string) =>
  `Version ${version}, issued on ${longDate(londonDay(new Date(issuedAt)))}`;
export const statementFileName = (jobTitle: string, version: number) =>
  `written-statement-v${version}-${
    jobTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'job'
  }.pdf`;
export const statementFooter = `Given under section 1 of the Employment Rights Act 1996 (${WRITTEN_STATEMENT_SOURCES.law}).`;

/**
 * The particulars whose words differ between two versions of the terms, in the statement's order:
 * what a later version of the statement changed from the one before it.
 */
export function changedParticulars(before: StatementTerms, after: StatementTerms): Particular[] {
  const words = (terms: StatementTerms) =>
    new Map(
      statementSections({ terms, employeeName: '', version: 0, issuedAt: '' }).map((s) => [
        s.particular,
        s.lines.join('\n'),
      ]),
    );
  const was = words(before);
  const now = words(after);
  return PARTICULARS.filter((p) => was.get(p) !== now.get(p));
}

/** The changed particulars by their headings: "Pay, Hours and days of work". */
export const changedLine = (changed: readonly Particular[]) =>
  changed.map((p) => PARTICULAR_HEADINGS[p]).join(', ');

const dayOf = (at: string) => longDate(londonDay(new Date(at)));

/** At the top of a version after the first: what changed from the version before it, and when. */
export const statementChangeLine = (version: number, changed: readonly Particular[], issuedAt: string) =>
  `Changed from version ${version - 1} by the employer on ${dayOf(issuedAt)}${changed.length ? `: ${changedLine(changed)}` : ''}.`;

/**
 * What a version records: the first, the terms the employee accepted; each later one, the terms as the
 * employer changed them on its day, after she accepted version 1 (not that she accepted these).
 */
export function statementRecordLine(statement: { version: number; issuedAt: string }, acceptedAt: string) {
  return statement.version === 1
    ? `This statement records the terms the employer offered and the employee accepted on ${dayOf(acceptedAt)}.`
    : `This statement records the terms as changed by the employer on ${dayOf(statement.issuedAt)}, after the employee accepted the terms of version 1 on ${dayOf(acceptedAt)}.`;
}
