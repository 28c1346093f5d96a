/**
 * What a family must do once a nanny accepts its offer, as employer: each step with what it is, why, and
 * the gov.uk or regulator page it comes from. Static words, shown beside the accepted offer and printed
 * in the payroll pack. Checked 2026-11-28 against the pages linked.
 */
import { formatPounds } from './money.ts';
import { AUTO_ENROLMENT, SICK_PAY } from './legal/employment.ts';

const sick = SICK_PAY.at(-1)!;
const pension = AUTO_ENROLMENT.at(-1)!.value;

export interface ChecklistStep {
  id: string;
  title: string;
  what: string;
  why: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

export const EMPLOYER_CHECKLIST: readonly ChecklistStep[] = [
  {
    id: 'right-to-work',
    title: 'Check her right to work in the UK, before she starts',
    what: 'Ask for her share code (from gov.uk/prove-right-to-work) and her date of birth, check her online, and keep a copy of the result; or, for a British or Irish passport, see the original with her and keep a copy.',
    why: 'Every employer must check this before employment starts; a check made correctly protects you from a civil penalty if she turns out not to have the right. Nanny Marketplace does not check right to work.',
    links: [
      {
        label: 'Check a job applicant’s right to work (gov.uk)',
        href: 'https://www.gov.uk/check-job-applicant-right-to-work',
      },
      {
        label: 'Prove your right to work: getting a share code (gov.uk)',
        href: 'https://www.gov.uk/prove-right-to-work',
      },
    ],
  },
  {
    id: 'register-employer',
    title: 'Register as an employer with HMRC',
    what: 'Register online up to 2 months before her first payday. HMRC sends you a PAYE reference and an Accounts Office reference.',
    why: 'You must register if you pay her at or above the Lower Earnings Limit, or she has another job or a pension; most nannies’ employers must.',
    links: [{ label: 'Register as an employer (gov.uk)', href: 'https://www.gov.uk/register-employer' }],
  },
  {
    id: 'payroll',
    title: 'Run payroll and report it to HMRC (RTI)',
    what: 'Each payday, work out her tax and National Insurance, give her a payslip, and report the payment to HMRC on or before the day you pay her (Real Time Information). A nanny payroll service can do it for a fee, or you can use HMRC’s free Basic PAYE Tools. The payroll pack, with her written statement under Documents, gives them what they need; she fills in HMRC’s Starter Checklist in it herself.',
    why: 'As her employer you deduct and pay her Income Tax and National Insurance, and pay employer’s National Insurance where it is due.',
    links: [
      { label: 'Running payroll (gov.uk)', href: 'https://www.gov.uk/running-payroll' },
      { label: 'Basic PAYE Tools (gov.uk)', href: 'https://www.gov.uk/basic-paye-tools' },
      {
        label: 'PAYE Starter Checklist (gov.uk)',
        href: 'https://www.gov.uk/government/publications/paye-starter-checklist',
      },
    ],
  },
  {
    id: 'pension',
    title: 'Set up her workplace pension',
    what: `Use The Pensions Regulator’s duties checker to see what you must do, choose a scheme, enrol her if she is eligible (aged ${pension.minAge} to State Pension age and earning over ${formatPounds(pension.earningsTrigger)} a year), and declare compliance within 5 months of her start date.`,
    why: 'Automatic enrolment applies to every employer, including a family employing a nanny; it starts from her first day.',
    links: [
      {
        label: 'Duties checker (The Pensions Regulator)',
        href: 'https://www.thepensionsregulator.gov.uk/en/employers/new-employers',
      },
      {
        label: 'Workplace pensions for employers (gov.uk)',
        href: 'https://www.gov.uk/workplace-pensions-employers',
      },
    ],
  },
  {
    id: 'sick-pay',
    title: 'Know how Statutory Sick Pay works',
    what: `From 6 April 2026 Statutory Sick Pay is paid from her first day of sickness, at ${formatPounds(sick.value.weeklyRate)} a week or ${sick.value.percentOfEarnings}% of her average weekly earnings, whichever is lower, for up to ${sick.value.maxWeeks} weeks. You pay it through payroll.`,
    why: 'It is the least you must pay when she is too ill to work; her written statement says what you pay.',
    links: [
      { label: 'Statutory Sick Pay: employer guide (gov.uk)', href: 'https://www.gov.uk/employers-sick-pay' },
    ],
  },
  {
    id: 'insurance',
    title: 'Consider employers’ liability insurance',
    what: 'The Employers’ Liability (Compulsory Insurance) Act 1969 requires this insurance of employers “carrying on any business”, and gov.uk lists who is exempt: read it for your household. Whether or not it is compulsory for you, you can be liable if she is hurt or made ill by her work, and many home insurance policies include cover for people employed in the home: ask your insurer.',
    why: 'Insurance pays compensation and legal costs if she makes a claim; without it you would pay them yourself.',
    links: [
      {
        label: 'Employers’ liability insurance (gov.uk)',
        href: 'https://www.gov.uk/employers-liability-insurance',
      },
      {
        label: 'The Act, section 1 (legislation.gov.uk)',
        href: 'https://www.legislation.gov.uk/ukpga/1969/57/section/1',
      },
    ],
  },
  {
    id: 'records',
    title: 'Keep records',
    what: 'Keep her payroll records (pay, deductions, hours, holiday and sick pay) for 3 years from the end of the tax year they relate to, her right-to-work check for 2 years after she leaves, and her written statement and any changes to it.',
    why: 'HMRC can ask to see payroll records, and the Home Office a right-to-work check; the first version of her statement shows the terms she accepted, and each later version what you changed and when.',
    links: [
      {
        label: 'PAYE and payroll: keeping records (gov.uk)',
        href: 'https://www.gov.uk/paye-for-employers/keeping-records',
      },
    ],
  },
];

/** The written statement itself, due by her first day. */
export const WRITTEN_STATEMENT_LINK = {
  label: 'Written statement of employment particulars (gov.uk)',
  href: 'https://www.gov.uk/employment-contracts-and-conditions/written-statement-of-employment-particulars',
} as const;

/** HMRC's own starter checklist, which the payroll pack's form follows. */
export const STARTER_CHECKLIST_LINK = {
  label: 'PAYE Starter Checklist (gov.uk)',
  href: 'https://www.gov.uk/government/publications/paye-starter-checklist',
} as const;
