/**
 * Where a poster manages a job and its applicants: apart from the rest of the hiring loop's words, so a
 * page that only links there (a job's own page) loads no more. hiring-constants.ts re-exports them.
 */

/** The page where a poster manages one job and its applicants. */
export const myJobPath = (jobId: string) => `/my-jobs/${encodeURIComponent(jobId)}`;
/**
 * That page with its "Close or mark filled" dialog open at "Filled", as an accepted offer's next step
 * links to it: the poster still confirms it there.
 */
export const myJobFillPath = (jobId: string) => `${myJobPath(jobId)}?close=filled`;
/** One applicant on that page, as the new-application email links to it. */
export const myJobApplicantPath = (jobId: string, nannyId: string) =>
  `${myJobPath(jobId)}?applicant=${encodeURIComponent(nannyId)}`;
