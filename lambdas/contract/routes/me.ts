import { DELETION_START, route } from './spec.ts';
import {
  accountDeletion,
  accountNewsletter,
  accountNewsletterInput,
  dataExport,
  dataExports,
  deletionInput,
  emailSynced,
  exportDownload,
  exportIdParams,
} from '../data-rights.ts';
import { activity, activitySeenInput, emailSettings, emailSettingsInput } from '../hiring.ts';
import {
  accountTypeStatus,
  changeAccountTypeInput,
  changeNameInput,
  meResponse,
  nameChanged,
} from '../me.ts';
import { appealInput, decisionParams, myDecision, myDecisions } from '../moderation.ts';
import { myRecord } from '../responsiveness.ts';

export const meGet = /* @__PURE__ */ route('meGet', {
  method: 'GET',
  path: '/me',
  auth: 'user',
  uses: [],
  throttle: 'account',
  response: meResponse,
});

export const meRecord = /* @__PURE__ */ route('meRecord', {
  method: 'GET',
  path: '/me/record',
  auth: 'user',
  // The account's response record, and its decisions (a no-show is one).
  uses: ['table:GetItem', 'table:Query'],
  throttle: 'account',
  response: myRecord,
});

export const meAccountType = /* @__PURE__ */ route('meAccountType', {
  method: 'GET',
  path: '/me/account-type',
  auth: 'user',
  uses: ['table:BatchGetItem'],
  throttle: 'account',
  response: accountTypeStatus,
});

export const meChangeAccountType = /* @__PURE__ */ route('meChangeAccountType', {
  method: 'PUT',
  path: '/me/account-type',
  auth: 'user',
  // The account's record read, made (for an account without one) and changed with the checks that it
  // holds nothing; the pool's attribute set after it.
  uses: [
    'table:GetItem',
    'table:BatchGetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    'userpool:AdminUpdateUserAttributes',
  ],
  throttle: 'occasional',
  body: changeAccountTypeInput,
  response: accountTypeStatus,
});

export const meChangeName = /* @__PURE__ */ route('meChangeName', {
  method: 'PUT',
  path: '/me/name',
  auth: 'user',
  // The name checked, then set in the user pool (the SPA does not write it there itself).
  uses: ['userpool:AdminUpdateUserAttributes'],
  throttle: 'occasional',
  body: changeNameInput,
  response: nameChanged,
});

export const meActivity = /* @__PURE__ */ route('meActivity', {
  method: 'GET',
  path: '/me/activity',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  response: activity,
});

export const meActivitySeen = /* @__PURE__ */ route('meActivitySeen', {
  method: 'POST',
  path: '/me/activity/seen',
  auth: 'user',
  uses: ['table:UpdateItem'],
  throttle: 'account',
  body: activitySeenInput,
  response: activity,
});

export const meEmailSettings = /* @__PURE__ */ route('meEmailSettings', {
  method: 'GET',
  path: '/me/email-settings',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  response: emailSettings,
});

export const meUpdateEmailSettings = /* @__PURE__ */ route('meUpdateEmailSettings', {
  method: 'PUT',
  path: '/me/email-settings',
  auth: 'user',
  uses: ['table:PutItem'],
  throttle: 'account',
  body: emailSettingsInput,
  response: emailSettings,
});

export const meExports = /* @__PURE__ */ route('meExports', {
  method: 'GET',
  path: '/me/exports',
  auth: 'user',
  uses: ['table:Query'],
  throttle: 'account',
  response: dataExports,
});

export const meRequestExport = /* @__PURE__ */ route('meRequestExport', {
  method: 'POST',
  path: '/me/exports',
  auth: 'user',
  uses: ['table:Query', 'table:PutItem', 'table:UpdateItem'],
  throttle: 'account',
  status: 202,
  response: dataExport,
});

export const meExportDownload = /* @__PURE__ */ route('meExportDownload', {
  method: 'GET',
  path: '/me/exports/{exportId}/download',
  auth: 'user',
  uses: ['table:GetItem', 'uploads:read:exports'],
  throttle: 'account',
  params: exportIdParams,
  response: exportDownload,
});

export const meDeletion = /* @__PURE__ */ route('meDeletion', {
  method: 'GET',
  path: '/me/deletion',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  response: accountDeletion,
});

export const meRequestDeletion = /* @__PURE__ */ route('meRequestDeletion', {
  method: 'POST',
  path: '/me/deletion',
  auth: 'user',
  uses: DELETION_START,
  throttle: 'account',
  status: 202,
  // A retry of the request that started the deletion is answered with the deletion running.
  whileDeleting: true,
  body: deletionInput,
  response: accountDeletion,
});

export const meNewsletter = /* @__PURE__ */ route('meNewsletter', {
  method: 'GET',
  path: '/me/newsletter',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  response: accountNewsletter,
});

export const meUpdateNewsletter = /* @__PURE__ */ route('meUpdateNewsletter', {
  method: 'PUT',
  path: '/me/newsletter',
  auth: 'user',
  // Subscribing issues a welcome code and owes the welcome, with its signed unsubscribe link.
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'signing'],
  throttle: 'account',
  body: accountNewsletterInput,
  response: accountNewsletter,
});

export const meSyncEmail = /* @__PURE__ */ route('meSyncEmail', {
  method: 'POST',
  path: '/me/email',
  auth: 'user',
  uses: ['userpool:AdminGetUser', 'table:GetItem', 'table:UpdateItem'],
  throttle: 'account',
  response: emailSynced,
});

// Moderation decisions and appeals (moderation.ts).
export const meModeration = /* @__PURE__ */ route('meModeration', {
  method: 'GET',
  path: '/me/moderation',
  auth: 'user',
  uses: ['table:Query:gsi1'],
  throttle: 'account',
  response: myDecisions,
});

export const meAppeal = /* @__PURE__ */ route('meAppeal', {
  method: 'POST',
  path: '/me/moderation/{decisionId}/appeal',
  auth: 'user',
  // The appeal is written on the decision, with the open appeals' count, in one transaction.
  uses: ['table:GetItem', 'table:UpdateItem'],
  throttle: 'account',
  params: decisionParams,
  body: appealInput,
  response: myDecision,
  status: 201,
});
