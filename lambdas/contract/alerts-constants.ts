/**
 * Job alerts' texts and enumerations, without their schemas: the board's save-search dialog and the stop
 * page take them without the schema library. alerts.ts re-exports all of it.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as a job is posted',
  daily: 'Once a day, in a digest',
};

/** How many alerts one account keeps. */
export const MAX_ALERTS = 10;

export const ALERT_MESSAGES = {
  limit: `You can keep up to ${MAX_ALERTS} job alerts. Delete one you no longer need to add another.`,
  /** The same search, as often, saved before: the alert it would repeat, by its name. */
  duplicate: (label: string, frequency: AlertFrequency) =>
    `You already have this job alert: “${label}”, ${frequency === 'instant' ? 'sent as soon as a job is posted' : 'sent once a day'}. Change or delete it in your job alerts.`,
  nannyOnly: 'Job alerts are for nannies. Nannies can save a search and be emailed new jobs that fit it.',
  notFound: 'This alert was not found. It may have been deleted.',
  stopped: 'Alert stopped',
  alreadyStopped: 'This alert was already stopped',
  linkInvalid: 'This stop link is not valid. Sign in and manage your alerts from your account instead.',
  tooMany: 'Too many attempts. Please wait a little and try again.',
} as const;

export const alertStopPath = (token: string) => `/alerts/stop#${token}`;
export const ALERTS_PAGE_PATH = '/account/alerts';
