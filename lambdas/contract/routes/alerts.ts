import { route } from './spec.ts';
import {
  alertDeleted,
  alertIdParams,
  alertInput,
  alertsList as alertsListSchema,
  alertView,
  stopAlertInput,
  stopAlertResult,
} from '../alerts.ts';

// Job alerts (alerts.ts): a nanny's saved searches, and the one-click stop link of their emails.
export const alertsList = /* @__PURE__ */ route('alertsList', {
  method: 'GET',
  path: '/account/alerts',
  auth: 'user',
  uses: ['table:Query'],
  throttle: 'account',
  response: alertsListSchema,
});

export const alertsCreate = /* @__PURE__ */ route('alertsCreate', {
  method: 'POST',
  path: '/account/alerts',
  auth: 'user',
  // Her profile's id (for why a job suits her) and her alerts (one like it refuses it), then the alert
  // put with her count and its sameness (a transaction; a sameness left over by an alert gone or
  // changed since is read with its alert, and taken over on the condition that alert still lacks it).
  uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  body: alertInput,
  response: alertView,
  status: 201,
});

export const alertsEdit = /* @__PURE__ */ route('alertsEdit', {
  method: 'PUT',
  path: '/account/alerts/{alertId}',
  auth: 'user',
  // Her alerts read (one like the change refuses it); the alert put with its new sameness and its old
  // one deleted, in one transaction (a left-over sameness taken over as a save takes it).
  uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:DeleteItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  params: alertIdParams,
  body: alertInput,
  response: alertView,
});

export const alertsDelete = /* @__PURE__ */ route('alertsDelete', {
  method: 'DELETE',
  path: '/account/alerts/{alertId}',
  auth: 'user',
  // The alert deleted with her count (a transaction).
  uses: ['table:DeleteItem', 'table:UpdateItem'],
  throttle: 'account',
  params: alertIdParams,
  response: alertDeleted,
});

export const alertsStop = /* @__PURE__ */ route('alertsStop', {
  method: 'POST',
  path: '/alerts/stop',
  auth: 'public',
  // The link's signature decides; the alert deleted with her count; counted per address.
  uses: ['table:DeleteItem', 'table:UpdateItem', 'signing'],
  throttle: 'publicWrite',
  body: stopAlertInput,
  response: stopAlertResult,
});
