import { hiringApplicantCv } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { applicantCvLink } from '../../services/my-jobs.ts';

/**
 * A short-lived link to the CV an applicant sent with her application, for the job's poster (or a
 * share's partner) only; every opening is recorded under its reader (she can see who read her CV, and
 * when).
 */
export const handler = httpHandler(hiringApplicantCv, async ({ principal, params, log }) =>
  applicantCvLink(principal, params.jobId, params.nannyId, log),
);
