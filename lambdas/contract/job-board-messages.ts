/**
 * What the job board and a job's page say themselves (an empty or unmatched list, a job waiting for its
 * payment, Save's toasts, the notices of Save and Apply), apart from the rest of the job messages
 * (job-messages.ts, whose JOB_MESSAGES holds these too), so they load only these.
 */
export const JOB_BOARD_MESSAGES = {
  paymentPending: "Your payment is being processed. We'll email you when your job is live.",
  applyAuth: 'Authentication required: Please log in to apply for jobs.',
  applyProfile: 'Profile required: Please create a nanny profile before applying for jobs.',
  saveAuth: 'Authentication required: Please log in to save jobs.',
  saveFailed: 'Failed to save job. Please try again.',
  saved: 'Job saved',
  removed: 'Job removed',
  empty: 'No jobs available at the moment. Check back soon!',
  noMatch: 'No jobs match these filters.',
} as const;
