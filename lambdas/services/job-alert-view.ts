import type { JobAlert } from '../data/job-alerts.ts';

/** An alert as its owner sees it. */
export const alertViewOf = (alert: JobAlert) => ({
  alertId: alert.alertId,
  label: alert.label,
  search: alert.search,
  frequency: alert.frequency,
  createdAt: alert.createdAt,
  updatedAt: alert.updatedAt,
});
