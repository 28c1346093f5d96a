import { JOB_MESSAGES } from '../contract/jobs.ts';
import type { FamilyJobInput } from '../contract/jobs.ts';
import { invalid } from './errors.ts';
import { minimumWageRefusal, payLine } from '../contract/pay.ts';
import { londonDay } from '../contract/uk-day.ts';
import { districtOf, POSTCODE_MESSAGES } from '../contract/postcode.ts';
import { plainParagraphs, plainText } from './sanitise.ts';

/** The Job Details both forms send, as validated by the contract. */
export type JobDetailsInput = Omit<FamilyJobInput, 'discountCode' | 'photo'>;

/** How the start date is held to today: a new one must not be in the past; one kept as posted may. */
export interface StartDateRule {
  /** The start date the job already has (an edit), which may stay as it is even once it has passed. */
  kept?: string;
}

/**
 * The minimum-wage refusal for pay starting on `startDate`, checked against the rates in force on the
 * later of that day and today (a job whose start date has passed pays from today on), or null.
 */
export function payRefusal(pay: JobDetailsInput['pay'], startDate: string, today: string): string | null {
  return minimumWageRefusal(pay, startDate > today ? startDate : today);
}

/**
 * The Job Details of a posting as stored: every text stripped of markup and of the controls that reorder
 * text (the title, location and short fields of every hidden character too), the description and
 * comments kept as plain text with their paragraphs, the pay with the line it shows, the lists
 * de-duplicated. Refuses a start date before today (the UK day) unless it is the one already kept,
 * pay below the minimum wage for the start date (contract/pay.ts), and anything that sanitising leaves
 * empty. The pay's own shape (amounts, a range the right way up, the hours) is the contract's.
 */
export function jobDetailsFrom(
  body: JobDetailsInput,
  now: Date,
  childrenAgesRequired: boolean,
  rule: StartDateRule = {},
) {
  const today = londonDay(now);
  if (Number.isNaN(Date.parse(body.startDate)))
    throw invalid('Invalid request body', { startDate: JOB_MESSAGES.startDate });
  if (body.startDate < today && body.startDate !== rule.kept)
    throw invalid('Invalid request body', { startDate: JOB_MESSAGES.startDatePast });
  const title = plainText(body.jobTitle);
  const location = plainText(body.location);
  const description = plainParagraphs(body.description);
  const daysHours = plainText(body.daysHours);
  const childrenAges = plainText(body.childrenAges);
  const refusal = payRefusal(body.pay, body.startDate, today);
  const problems: Record<string, string> = {
    ...(title ? {} : { jobTitle: JOB_MESSAGES.jobTitle }),
    ...(location ? {} : { location: JOB_MESSAGES.location }),
    ...(daysHours ? {} : { daysHours: JOB_MESSAGES.daysHours }),
    ...(refusal ? { pay: refusal } : {}),
    ...(childrenAges || !childrenAgesRequired ? {} : { childrenAges: JOB_MESSAGES.childrenAges }),
    ...(description.length < 10 ? { description: JOB_MESSAGES.description } : {}),
  };
  const place = districtOf(body.postcode);
  if (!place) problems.postcode = POSTCODE_MESSAGES.postcode;
  const jobTypeOther = body.jobType === 'other' ? plainText(body.jobTypeOther) : '';
  if (body.jobType === 'other' && !jobTypeOther) problems.jobTypeOther = JOB_MESSAGES.jobTypeOther;
  if (Object.keys(problems).length) throw invalid('Invalid request body', problems);
  const { period, min, max, hoursPerWeek, liveIn, rota } = body.pay;
  // A range of one amount is that amount.
  const pay = { period, min, max: max === min ? null : max, hoursPerWeek, liveIn, rota };
  return {
    title,
    description,
    location,
    locationLower: location.toLowerCase(),
    postcodeDistrict: place!.district,
    jobType: body.jobType,
    jobTypeOther,
    startDate: body.startDate,
    daysHours,
    // The contract read an empty week as none: no schedule stated.
    schedule: body.schedule ?? null,
    pay,
    payLine: payLine(pay),
    childrenAges,
    languages: [...new Set(body.selectedLanguages.map(plainText).filter(Boolean))],
    requirements: [...new Set(body.selectedRequirements.map(plainText).filter(Boolean))],
    contactEmail: body.contactEmail.toLowerCase(),
    additionalComments: plainParagraphs(body.additionalComments),
  };
}
