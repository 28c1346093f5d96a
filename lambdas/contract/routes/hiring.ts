import { attach, route } from './spec.ts';
import {
  applicant,
  applicantDecisionInput,
  applicantParams,
  applicantsPage,
  applicantsQuery,
  closeJobInput,
  discardDraftResult,
  extendJobInput,
  jobEditInput,
  myApplication,
  myApplicationsPage,
  myApplicationsQuery,
  myJobDetail,
  myJobParams,
  myJobsPage,
  myJobsQuery,
  resumePaymentInput,
  resumePaymentResult,
  savedJobsPage,
  savedJobsQuery,
  stillHiringInput,
  stillHiringResult,
  withdrawInput,
} from '../hiring.ts';
import { cvLinkResponse } from '../nanny.ts';
import { invitationInput, invitationSent, suggestions } from '../suggestions.ts';

// The hiring loop: a poster's jobs and applicants, a nanny's applications and saved jobs.
export const hiringMyJobs = /* @__PURE__ */ route('hiringMyJobs', {
  method: 'GET',
  path: '/my-jobs',
  auth: 'user',
  // GetItem: a family's share pointer, its share and the share's job.
  uses: ['table:Query', 'table:BatchGetItem', 'table:GetItem'],
  throttle: 'account',
  query: myJobsQuery,
  response: myJobsPage,
});

export const hiringMyJob = /* @__PURE__ */ route('hiringMyJob', {
  method: 'GET',
  path: '/my-jobs/{jobId}',
  auth: 'user',
  uses: ['table:GetItem', 'uploads:read:files/job-photo'],
  throttle: 'account',
  params: myJobParams,
  response: myJobDetail,
});

export const hiringEditJob = /* @__PURE__ */ route('hiringEditJob', {
  method: 'PUT',
  path: '/my-jobs/{jobId}',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:UpdateItem',
    /* @__PURE__ */ attach('job-photo'),
    'uploads:delete:pending/job-photo',
  ],
  throttle: 'account',
  params: myJobParams,
  body: jobEditInput,
  response: myJobDetail,
});

export const hiringCloseJob = /* @__PURE__ */ route('hiringCloseJob', {
  method: 'POST',
  path: '/my-jobs/{jobId}/close',
  auth: 'user',
  // The job, its clock and the named applicant change together; the applicants are told through the outbox.
  uses: [
    'table:GetItem',
    'table:UpdateItem',
    'table:DeleteItem',
    'table:PutItem',
    'uploads:read:files/job-photo',
  ],
  throttle: 'account',
  params: myJobParams,
  body: closeJobInput,
  response: myJobDetail,
});

export const hiringExtendJob = /* @__PURE__ */ route('hiringExtendJob', {
  method: 'POST',
  path: '/my-jobs/{jobId}/extend',
  auth: 'user',
  uses: ['table:GetItem', 'table:UpdateItem', 'uploads:read:files/job-photo'],
  throttle: 'account',
  params: myJobParams,
  body: extendJobInput,
  response: myJobDetail,
});

export const hiringResumePayment = /* @__PURE__ */ route('hiringResumePayment', {
  method: 'POST',
  path: '/my-jobs/{jobId}/checkout',
  auth: 'user',
  // Priced again as a post is (checkouts and promo checks counted, rate-limit counters are updates):
  // the draft's earlier checkout ended and the use of a limited code it held given back (the hold
  // deleted), a new code's use taken with a hold put, or taken from the family's earlier draft (as
  // jobsCreateFamily does, a hold left by an expired draft released only if it is really gone).
  uses: [
    'table:GetItem',
    'table:UpdateItem',
    'table:PutItem',
    'table:DeleteItem',
    'table:ConditionCheckItem',
    'stripe',
  ],
  throttle: 'payment',
  params: myJobParams,
  body: resumePaymentInput,
  response: resumePaymentResult,
});

export const hiringDiscardDraft = /* @__PURE__ */ route('hiringDiscardDraft', {
  method: 'DELETE',
  path: '/my-jobs/{jobId}',
  auth: 'user',
  // Its checkout ended at Stripe; then in one transaction the draft marked discarded, its place in the
  // poster's list deleted, its retention due now (its photo goes), and a held promo use given back
  // (the code updated, the hold deleted).
  uses: ['table:GetItem', 'table:UpdateItem', 'table:DeleteItem', 'table:PutItem', 'stripe'],
  throttle: 'payment',
  params: myJobParams,
  response: discardDraftResult,
});

export const hiringStillHiring = /* @__PURE__ */ route('hiringStillHiring', {
  method: 'POST',
  path: '/jobs/{jobId}/still-hiring',
  auth: 'public',
  uses: ['table:GetItem', 'table:UpdateItem', 'signing'],
  throttle: 'publicWrite',
  params: myJobParams,
  body: stillHiringInput,
  response: stillHiringResult,
});

export const hiringApplicants = /* @__PURE__ */ route('hiringApplicants', {
  method: 'GET',
  path: '/my-jobs/{jobId}/applicants',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:Query:gsi1',
    'table:Query:gsi2',
    'table:BatchGetItem',
    'uploads:read:files/nanny-photo',
  ],
  throttle: 'account',
  params: myJobParams,
  query: applicantsQuery,
  response: applicantsPage,
});

export const hiringApplicant = /* @__PURE__ */ route('hiringApplicant', {
  method: 'GET',
  path: '/my-jobs/{jobId}/applicants/{nannyId}',
  auth: 'user',
  // The poster's first look marks the application viewed (it, the job's counts and the badge's); her
  // profile card is read in a batch, as in the list.
  uses: ['table:GetItem', 'table:BatchGetItem', 'table:UpdateItem', 'uploads:read:files/nanny-photo'],
  throttle: 'account',
  params: applicantParams,
  response: applicant,
});

export const hiringDecide = /* @__PURE__ */ route('hiringDecide', {
  method: 'PUT',
  path: '/my-jobs/{jobId}/applicants/{nannyId}/status',
  auth: 'user',
  // The email it owes the nanny goes through the outbox (PutItem, in the change's transaction).
  uses: [
    'table:GetItem',
    'table:BatchGetItem',
    'table:UpdateItem',
    'table:PutItem',
    'uploads:read:files/nanny-photo',
  ],
  throttle: 'account',
  params: applicantParams,
  body: applicantDecisionInput,
  response: applicant,
});

export const hiringApplicantCv = /* @__PURE__ */ route('hiringApplicantCv', {
  method: 'POST',
  path: '/my-jobs/{jobId}/applicants/{nannyId}/cv-link',
  auth: 'user',
  // Every opening of her CV is recorded (PutItem) before the link is given.
  uses: ['table:GetItem', 'table:PutItem', 'uploads:read:files/application-cv'],
  throttle: 'account',
  params: applicantParams,
  response: cvLinkResponse,
});

export const hiringMyApplications = /* @__PURE__ */ route('hiringMyApplications', {
  method: 'GET',
  path: '/my-applications',
  auth: 'user',
  uses: ['table:GetItem', 'table:Query:gsi1', 'table:BatchGetItem'],
  throttle: 'account',
  query: myApplicationsQuery,
  response: myApplicationsPage,
});

export const hiringWithdraw = /* @__PURE__ */ route('hiringWithdraw', {
  method: 'POST',
  path: '/my-applications/{jobId}/withdraw',
  auth: 'user',
  uses: ['table:GetItem', 'table:UpdateItem'],
  throttle: 'account',
  params: myJobParams,
  body: withdrawInput,
  response: myApplication,
});

export const hiringSavedJobs = /* @__PURE__ */ route('hiringSavedJobs', {
  method: 'GET',
  path: '/saved-jobs/details',
  auth: 'user',
  uses: ['table:GetItem', 'table:Query:gsi1', 'table:BatchGetItem'],
  throttle: 'account',
  query: savedJobsQuery,
  response: savedJobsPage,
});

// Suggested nannies for a poster's job, and inviting one of them to apply.
export const hiringSuggestions = /* @__PURE__ */ route('hiringSuggestions', {
  method: 'GET',
  path: '/my-jobs/{jobId}/suggestions',
  auth: 'user',
  // The job; its area's listed nannies (gsi3), or the top of the whole list without a postcode (gsi1);
  // whether each applied or was invited, in one batch; her photo's view link.
  uses: [
    'table:GetItem',
    'table:Query:gsi1',
    'table:Query:gsi3',
    'table:BatchGetItem',
    'uploads:read:files/nanny-photo',
  ],
  throttle: 'account',
  params: myJobParams,
  response: suggestions,
});

export const hiringInvite = /* @__PURE__ */ route('hiringInvite', {
  method: 'POST',
  path: '/my-jobs/{jobId}/invitations',
  auth: 'user',
  // A message as POST /messages sends it (its email through the outbox), with the invitation's record
  // and the job's on-board check in its transaction; a family's first name when its token has none.
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    'userpool:AdminGetUser',
  ],
  throttle: 'account',
  params: myJobParams,
  body: invitationInput,
  response: invitationSent,
  status: 201,
});
