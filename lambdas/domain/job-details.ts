import { JOB_MESSAGES } from '../contract/jobs.ts';
import type { FamilyJobInput } from '../contract/jobs.ts';
import { invalid } from './errors.ts';
import { parseSalary } from '../contract/salary.ts';
import { districtOf, POSTCODE_MESSAGES } from '../contract/postcode.ts';
import { plainParagraphs, plainText } from './sanitise.ts';

/** The Job Details both forms send, as validated by the contract. */
export type JobDetailsInput = Omit<FamilyJobInput, 'discountCode' | 'photo'>;

/**
 * The Job Details of a posting as stored: every text stripped of markup and of the controls that reorder
 * text (the title, location and short fields of every hidden character too), the description and
 * comments kept as plain text with their paragraphs, the salary read, the lists de-duplicated. Refuses a
 * start date in the past, and anything that sanitising leaves empty.
 */
export function jobDetailsFrom(body: JobDetailsInput, now: Date, childrenAgesRequired: boolean) {
  const today = now.toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(body.startDate)))
    throw invalid('Invalid request body', { startDate: JOB_MESSAGES.startDate });
  if (body.startDate < today)
    throw invalid('Invalid request body', { startDate: JOB_MESSAGES.startDatePast });
  const title = plainText(body.jobTitle);
  const location = plainText(body.location);
  const description = plainParagraphs(body.description);
  const daysHours = plainText(body.daysHours);
  const salaryText = plainText(body.salary);
  const childrenAges = plainText(body.childrenAges);
  const problems: Record<string, string> = {
    ...(title ? {} : { jobTitle: JOB_MESSAGES.jobTitle }),
    ...(location ? {} : { location: JOB_MESSAGES.location }),
    ...(daysHours ? {} : { daysHours: JOB_MESSAGES.daysHours }),
    ...(salaryText ? {} : { salary: JOB_MESSAGES.salary }),
    ...(childrenAges || !childrenAgesRequired ? {} : { childrenAges: JOB_MESSAGES.childrenAges }),
    ...(description.length < 10 ? { description: JOB_MESSAGES.description } : {}),
  };
  const place = districtOf(body.postcode);
  if (!place) problems.postcode = POSTCODE_MESSAGES.postcode;
  const jobTypeOther = body.jobType === 'other' ? plainText(body.jobTypeOther) : '';
  if (body.jobType === 'other' && !jobTypeOther) problems.jobTypeOther = JOB_MESSAGES.jobTypeOther;
  if (Object.keys(problems).length) throw invalid('Invalid request body', problems);
  const salary = parseSalary(salaryText);
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
    salaryText,
    salaryMin: salary.min,
    salaryMax: salary.max,
    salaryPeriod: salary.period,
    childrenAges,
    languages: [...new Set(body.selectedLanguages.map(plainText).filter(Boolean))],
    requirements: [...new Set(body.selectedRequirements.map(plainText).filter(Boolean))],
    contactEmail: body.contactEmail.toLowerCase(),
    additionalComments: plainParagraphs(body.additionalComments),
  };
}
