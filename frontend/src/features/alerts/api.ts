/** Job alerts' calls: her saved searches, and the one-click stop link of their emails. */
import type { AlertInput } from '@contract/alerts.ts';
import { call } from '@/api/client.ts';

export const ALERTS_KEY = ['job-alerts'] as const;

/** GET /account/alerts: her alerts, oldest first. */
export const readAlerts = (signal?: AbortSignal) => call('alertsList', { ...(signal ? { signal } : {}) });

/** POST /account/alerts: saves a search as an alert. */
export const createAlert = (input: AlertInput) => call('alertsCreate', { body: input });

/** PUT /account/alerts/{alertId}: changes an alert's search or how often. */
export const editAlert = (alertId: string, input: AlertInput) =>
  call('alertsEdit', { params: { alertId }, body: input });

/** DELETE /account/alerts/{alertId}. */
export const deleteAlert = (alertId: string) => call('alertsDelete', { params: { alertId } });

/** POST /alerts/stop: the stop link's token, sent back once. */
export const stopAlert = (token: string) => call('alertsStop', { body: { token } });
