/** The edit form's rules, apart from the page so unit tests (Node) can load them. */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import { jobEditInput, type JobEditInput } from '@contract/hiring.ts';
import { jobFormResolver, type JobDetailsForm } from '@/features/job-posting/jobDetails.ts';

const jobResolver = jobFormResolver<JobDetailsForm, JobEditInput>(jobEditInput);
const schemaResolver = zodResolver(jobEditInput) as unknown as Resolver<
  JobDetailsForm,
  unknown,
  JobEditInput
>;

/**
 * The job forms' rules, but a start date already passed may stay as it was posted (the server's rule
 * too): only a changed start date must not be in the past.
 */
export const editResolver =
  (postedStartDate: string): Resolver<JobDetailsForm, unknown, JobEditInput> =>
  async (values, context, options) => {
    const result = await jobResolver(values, context, options);
    const { startDate, ...others } = result.errors;
    const keptPastDate =
      values.startDate === postedStartDate && startDate?.message === JOB_MESSAGES.startDatePast;
    if (!keptPastDate) return result;
    return Object.keys(others).length
      ? { values: {}, errors: others }
      : schemaResolver(values, context, options);
  };
