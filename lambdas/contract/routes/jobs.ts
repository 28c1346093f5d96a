import { attach, route } from './spec.ts';
import { agencyJobInput, agencyJobResponse } from '../agency.ts';
import { localPay, localPayQuery } from '../local-pay.ts';
import {
  applicationInput,
  applicationResponse,
  createJobResponse,
  familyJobInput,
  jobIdParams,
  jobPage,
  jobPageParams,
  jobsPage,
  jobsQuery,
  promoParams,
  promoQuote,
  savedJobs,
} from '../jobs.ts';

export const jobsCreateFamily = /* @__PURE__ */ route('jobsCreateFamily', {
  method: 'POST',
  path: '/jobs/family',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:DeleteItem',
    // A hold left by a draft that expired unpaid is released only if the draft is really gone.
    'table:ConditionCheckItem',
    /* @__PURE__ */ attach('job-photo'),
    'uploads:delete:pending/job-photo',
    'stripe',
  ],
  throttle: 'payment',
  body: familyJobInput,
  response: createJobResponse,
  status: 201,
});

export const jobsPromoQuote = /* @__PURE__ */ route('jobsPromoQuote', {
  method: 'GET',
  path: '/promo-codes/{code}',
  auth: 'optional',
  // Checks are counted per address and per account (rate-limit counters are updates).
  uses: ['table:GetItem', 'table:UpdateItem'],
  throttle: 'lookup',
  params: promoParams,
  response: promoQuote,
});

export const jobsList = /* @__PURE__ */ route('jobsList', {
  method: 'GET',
  path: '/jobs',
  // A signed-in caller also learns which jobs are theirs and which they applied to: their nanny
  // profile's id, then their own application records for the page, in one batch. A place filter reads
  // its postcode area (gsi3); "Best match" reads her profile and her area's jobs.
  auth: 'optional',
  uses: [
    'table:Query:gsi1',
    'table:Query:gsi2',
    'table:Query:gsi3',
    'table:GetItem',
    'table:BatchGetItem',
    // Logos are public copies served by the site; a job posted before them links to its logo presigned.
    'uploads:read:files/agency-logo',
    'uploads:read:files/job-photo',
  ],
  throttle: 'browse',
  query: jobsQuery,
  response: jobsPage,
});

export const jobsGet = /* @__PURE__ */ route('jobsGet', {
  method: 'GET',
  path: '/jobs/{jobId}',
  auth: 'optional',
  uses: [
    'table:GetItem',
    'table:BatchGetItem',
    'uploads:read:files/agency-logo',
    'uploads:read:files/job-photo',
  ],
  throttle: 'browse',
  params: jobPageParams,
  response: jobPage,
});

export const jobsSaved = /* @__PURE__ */ route('jobsSaved', {
  method: 'GET',
  path: '/saved-jobs',
  auth: 'user',
  uses: ['table:Query'],
  throttle: 'account',
  response: savedJobs,
});

export const jobsSave = /* @__PURE__ */ route('jobsSave', {
  method: 'PUT',
  path: '/jobs/{jobId}/save',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  params: jobIdParams,
  status: 204,
});

export const jobsUnsave = /* @__PURE__ */ route('jobsUnsave', {
  method: 'DELETE',
  path: '/jobs/{jobId}/save',
  auth: 'user',
  uses: ['table:DeleteItem'],
  throttle: 'account',
  params: jobIdParams,
  status: 204,
});

export const jobsApply = /* @__PURE__ */ route('jobsApply', {
  method: 'POST',
  path: '/jobs/{jobId}/applications',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    // The application is written only while the job is on the board and the profile not hidden.
    'table:ConditionCheckItem',
    /* @__PURE__ */ attach('application-cv'),
    'uploads:delete:pending/application-cv',
    // The email to the poster goes through the outbox (PutItem, in the application's transaction).
  ],
  throttle: 'account',
  params: jobIdParams,
  body: applicationInput,
  response: applicationResponse,
  status: 201,
});

export const jobsCreateAgency = /* @__PURE__ */ route('jobsCreateAgency', {
  method: 'POST',
  path: '/jobs/agency',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    /* @__PURE__ */ attach('job-photo'),
    'uploads:delete:pending/job-photo',
    /* @__PURE__ */ attach('agency-logo'),
    'uploads:delete:pending/agency-logo',
    'uploads:write:logos',
    'stripe',
    // Its confirmation email goes through the outbox (PutItem, in the job's transaction).
  ],
  throttle: 'payment',
  body: agencyJobInput,
  response: agencyJobResponse,
  status: 201,
});

export const jobsLocalPay = /* @__PURE__ */ route('jobsLocalPay', {
  method: 'GET',
  path: '/pay/local',
  // Public: the job forms show it as a family fills them in before signing in, and its figures are made
  // of what the board already shows anyone, never of one job alone (five at least).
  auth: 'public',
  // The postcode area's partition of the board's index, read for its jobs' pay.
  uses: ['table:Query:gsi3'],
  throttle: 'browse',
  query: localPayQuery,
  response: localPay,
});
