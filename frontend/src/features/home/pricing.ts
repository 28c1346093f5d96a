/** The product's prices (specification §9). */
export const PRICING = {
  /** One-off fee per family job post. */
  familyJobPostGbp: 50,
  /** Agency subscription, unlimited posts. */
  agencyMonthlyGbp: 100,
  /** The agency's first month is free. */
  agencyTrialDays: 30,
} as const;
