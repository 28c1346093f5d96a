import { DELETION_START, route } from './spec.ts';
import {
  adminComplaint,
  adminComplaintsPage,
  adminComplaintsQuery,
  complaintParams,
  complaintResponseInput,
} from '../complaints.ts';
import {
  adminDeletion as adminDeletionSchema,
  adminDeletionInput,
  adminDeletionsPage,
  adminDeletionsQuery,
  deletionIdParams,
} from '../data-rights.ts';
import {
  adminAppeal,
  appealDecisionInput,
  appealsPage,
  appealsQuery,
  decisionParams,
} from '../moderation.ts';
import {
  contentParams,
  reportedContent,
  reportIdParams,
  reportsPage,
  reportsQuery,
  reportView,
  reviewInput,
} from '../reports.ts';
import {
  adminNannyParams,
  adminRefereeParams,
  adminRequestParams,
  checkDecisionInput,
  refereeDecisionInput,
  verificationFile,
  verificationQueue,
  verificationQueueQuery,
} from '../verification.ts';

export const adminListReports = /* @__PURE__ */ route('adminListReports', {
  method: 'GET',
  path: '/admin/reports',
  auth: 'admin',
  uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query:gsi1', 'table:Query:gsi2'],
  throttle: 'admin',
  query: reportsQuery,
  response: reportsPage,
});

export const adminReviewReport = /* @__PURE__ */ route('adminReviewReport', {
  method: 'PATCH',
  path: '/admin/reports/{reportId}',
  auth: 'admin',
  // Hiding records a decision and emails its owner (their address from the user pool); showing
  // again closes the decision and deletes the content's pointer to it.
  uses: [
    'table:GetItem',
    'table:BatchGetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:DeleteItem',
    'userpool:AdminGetUser',
  ],
  throttle: 'admin',
  params: reportIdParams,
  body: reviewInput,
  response: reportView,
});

export const adminReportedContent = /* @__PURE__ */ route('adminReportedContent', {
  method: 'GET',
  path: '/admin/content/{contentType}/{contentId}',
  auth: 'admin',
  uses: ['table:GetItem', 'table:BatchGetItem', 'userpool:AdminGetUser'],
  throttle: 'admin',
  params: contentParams,
  response: reportedContent,
});

export const adminVerifications = /* @__PURE__ */ route('adminVerifications', {
  method: 'GET',
  path: '/admin/verifications',
  auth: 'admin',
  uses: ['table:Query:gsi1'],
  throttle: 'admin',
  query: verificationQueueQuery,
  response: verificationQueue,
});

export const adminVerificationFile = /* @__PURE__ */ route('adminVerificationFile', {
  method: 'GET',
  path: '/admin/verifications/{nannyId}',
  auth: 'admin',
  uses: [
    'table:GetItem',
    'table:Query',
    'uploads:read:files/nanny-evidence',
    'uploads:read:files/nanny-dbs',
    'uploads:read:files/nanny-reference',
  ],
  throttle: 'admin',
  params: adminNannyParams,
  response: verificationFile,
});

export const adminDecideCheck = /* @__PURE__ */ route('adminDecideCheck', {
  method: 'PUT',
  path: '/admin/verifications/{nannyId}/requests/{requestId}',
  auth: 'admin',
  // The decision, the profile's checks, the nanny's email and the deletion of her document (an outbox
  // entry: the deliverer deletes it) in one transaction. Answers with the nanny's file, as the file
  // route does (links to her documents).
  uses: [
    'table:GetItem',
    'table:Query',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    'uploads:read:files/nanny-evidence',
    'uploads:read:files/nanny-dbs',
    'uploads:read:files/nanny-reference',
  ],
  throttle: 'admin',
  params: adminRequestParams,
  body: checkDecisionInput,
  response: verificationFile,
});

export const adminDecideReferee = /* @__PURE__ */ route('adminDecideReferee', {
  method: 'PUT',
  path: '/admin/verifications/{nannyId}/referees/{refereeId}',
  auth: 'admin',
  // Holds only on the answer the moderator was shown (the body's answeredAt); a refusal frees the
  // referee's place, or checks her places were never written.
  uses: [
    'table:GetItem',
    'table:Query',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    'uploads:read:files/nanny-evidence',
    'uploads:read:files/nanny-dbs',
    'uploads:read:files/nanny-reference',
  ],
  throttle: 'admin',
  params: adminRefereeParams,
  body: refereeDecisionInput,
  response: verificationFile,
});

export const adminDeletions = /* @__PURE__ */ route('adminDeletions', {
  method: 'GET',
  path: '/admin/deletions',
  auth: 'admin',
  uses: ['table:Query:gsi1'],
  throttle: 'admin',
  query: adminDeletionsQuery,
  response: adminDeletionsPage,
});

export const adminRequestDeletion = /* @__PURE__ */ route('adminRequestDeletion', {
  method: 'POST',
  path: '/admin/deletions',
  auth: 'admin',
  uses: ['userpool:AdminGetUser', DELETION_START],
  throttle: 'admin',
  status: 202,
  body: adminDeletionInput,
  response: adminDeletionSchema,
});

export const adminDeletion = /* @__PURE__ */ route('adminDeletion', {
  method: 'GET',
  path: '/admin/deletions/{deletionId}',
  auth: 'admin',
  uses: ['table:GetItem'],
  throttle: 'admin',
  params: deletionIdParams,
  response: adminDeletionSchema,
});

export const adminAppeals = /* @__PURE__ */ route('adminAppeals', {
  method: 'GET',
  path: '/admin/appeals',
  auth: 'admin',
  // Appeals by status on gsi2 (a decision's gsi1 is its owner's list); owners' first names from the pool.
  uses: ['table:Query:gsi2', 'table:GetItem', 'userpool:AdminGetUser'],
  throttle: 'admin',
  query: appealsQuery,
  response: appealsPage,
});

export const adminDecideAppeal = /* @__PURE__ */ route('adminDecideAppeal', {
  method: 'POST',
  path: '/admin/appeals/{decisionId}',
  auth: 'admin',
  // Reversed, the content shows again and its pointer to the decision goes; the owner's email (their
  // address from the pool) is put in the outbox either way.
  uses: ['table:GetItem', 'table:UpdateItem', 'table:PutItem', 'table:DeleteItem', 'userpool:AdminGetUser'],
  throttle: 'admin',
  params: decisionParams,
  body: appealDecisionInput,
  response: adminAppeal,
});

export const adminComplaints = /* @__PURE__ */ route('adminComplaints', {
  method: 'GET',
  path: '/admin/complaints',
  auth: 'admin',
  // Not yet resolved or resolved on gsi2, all on gsi3 (a complaint's gsi1 is its complainant's list).
  uses: ['table:Query:gsi2', 'table:Query:gsi3'],
  throttle: 'admin',
  query: adminComplaintsQuery,
  response: adminComplaintsPage,
});

export const adminRespondComplaint = /* @__PURE__ */ route('adminRespondComplaint', {
  method: 'POST',
  path: '/admin/complaints/{complaintId}/responses',
  auth: 'admin',
  // The response on the complaint and its email (the outbox) in one transaction; the address is the
  // visitor's, or the account's looked up as the email is sent.
  uses: ['table:GetItem', 'table:UpdateItem', 'table:PutItem'],
  throttle: 'admin',
  params: complaintParams,
  body: complaintResponseInput,
  response: adminComplaint,
});
