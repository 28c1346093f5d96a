/**
 * What a route's entry declares (RouteSpec) and the names it uses for the AWS resources its function
 * may touch, apart from any route: each area's file (routes/<area>.ts) declares its routes with
 * `route()`, and contract/routes.ts merges them into the one table. A handler imports its own entry
 * from its area's file, so its bundle holds that entry and its schemas only, never the table.
 */
import type * as z from 'zod/mini';
import type { AuthLevel, HttpMethod } from '../route-address.ts';
import type { UploadPurpose } from '../uploads-constants.ts';

export type { AuthLevel, HttpMethod, RouteAddress } from '../route-address.ts';

/** The single table's secondary indexes (data/table.ts declares them under these names). */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3';

/**
 * DynamoDB actions on the single table, as IAM names them. A TransactWriteItems call needs the action of
 * each item it holds (PutItem, UpdateItem, DeleteItem, ConditionCheckItem); a Query is granted on the
 * base table (`table:Query`) or on one index (`table:Query:gsi1`).
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';
export type TableUse = `table:${TableAction}` | `table:Query:${IndexName}`;

/**
 * Upload keys (contract/upload-keys.ts) are `pending/<userId>/<purpose>/<id>` for a fresh upload and
 * `files/<owner…>/<purpose>/<id>` once attached. An area names one purpose's part of either; `pending/*`
 * is every purpose's fresh uploads. Reading (GetObject; HEAD is a read) a pending area also lets the
 * function tell a missing upload from a forbidden one (ListBucket limited to that area); writing is
 * PutObject (a presigned POST, or the target of a copy); a copy reads its source.
 */
export type UploadVerb = 'read' | 'write' | 'delete' | 'list';
/**
 * Exports (exports/<accountId>/<exportId>.zip) are data exports, not uploads, kept in the same bucket;
 * so are the public copies of agency logos (logos/<agencyId>/<hash>.<ext>, contract/logo-keys.ts), the
 * one area the site's distribution may read.
 */
export type UploadArea =
  `pending/${UploadPurpose | '*'}` | `files/${UploadPurpose | '*'}` | 'exports' | 'logos';
export type UploadsUse = `uploads:${UploadVerb}:${UploadArea}`;

/** User pool actions, as IAM names them (without the `cognito-idp:` prefix). */
export type UserPoolAction =
  | 'AdminGetUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminDisableUser'
  | 'AdminUserGlobalSignOut'
  | 'AdminDeleteUser'
  | 'ListUsers';

/**
 * AWS resources a route's function may touch, each naming what it may do; the stack grants exactly
 * these (lib/grants.ts) and tests/infra/least-privilege.test.ts holds every role to them.
 * - email: send from the app's SES identity; stripe, signing: read that one secret.
 */
export type Resource = TableUse | UploadsUse | `userpool:${UserPoolAction}` | 'email' | 'stripe' | 'signing';

/**
 * Attaching a fresh upload of a purpose (data/files.ts acceptFile): the pending upload is read (the
 * copy's source), its copy written under files/, read back for its check and deleted when it fails.
 * Deleting the pending original afterwards is named on its own (`uploads:delete:pending/<purpose>`).
 */
export const attach = <P extends UploadPurpose>(purpose: P) =>
  [
    `uploads:read:pending/${purpose}`,
    `uploads:write:files/${purpose}`,
    `uploads:read:files/${purpose}`,
    `uploads:delete:files/${purpose}`,
  ] as const;

/**
 * Starting an account's deletion (services/deletion-start.ts): the deletion and its marker put, what
 * leads to the account's data read (its pointers, its posted jobs, its applications), its profile
 * unlisted and its open jobs closed (each with its clock deleted and the work it owes put), and its
 * sign-in disabled and signed out everywhere.
 */
export const DELETION_START = [
  'table:GetItem',
  'table:BatchGetItem',
  'table:Query',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'userpool:AdminDisableUser',
  'userpool:AdminUserGlobalSignOut',
] as const satisfies readonly Resource[];

/**
 * Each route's own API Gateway throttle; lib/config.ts gives each class its numbers per stage and
 * says why. A class is a budget per route, never shared between routes.
 * - webhook: the payment provider's webhook, alone in its class.
 * - payment: routes that open or check a payment (checkout, verification, subscription, billing portal).
 * - browse: public pages' reads (job board, candidates, health).
 * - lookup: public reads that answer for a guessed value (a promo code).
 * - publicWrite: anonymous writes and messages (newsletter, waitlist, reports, contact).
 * - account: a signed-in user's own reads and writes.
 * - occasional: a signed-in user's rare moves, made a few times in the life of an account (an offer, a
 *   review, a name change, a nanny share's steps).
 * - live: what an open page asks for every few seconds (an open message thread).
 * - admin: moderators' routes.
 */
export type ThrottleClass =
  'webhook' | 'payment' | 'browse' | 'lookup' | 'publicWrite' | 'account' | 'occasional' | 'live' | 'admin';

export type Schema = z.ZodMiniType;

/** One route, as declared in its area's file (routes/<area>.ts; its id is its key in the merged table). */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. /jobs/{jobId}. */
  readonly path: string;
  readonly auth: AuthLevel;
  readonly uses: readonly Resource[];
  readonly throttle: ThrottleClass;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Answers are parsed through this schema, so a field it does not name never leaves the server. */
  readonly response?: Schema;
  /** Status of a successful answer; 200 unless set. */
  readonly status?: number;
  /** Keep the body as received, unparsed (the webhook verifies its signature over it). */
  readonly rawBody?: boolean;
  /** Largest body taken, in bytes; 64 KB unless set. */
  readonly maxBodyBytes?: number;
  /**
   * Besides JSON, takes the one form body of RFC 8058's one-click unsubscribe, `List-Unsubscribe=One-Click`
   * (url-encoded or multipart, that field alone), which mailbox providers POST; any other form is 400,
   * any other media type 415 (platform/http.ts). For the one-click stop of notification emails only.
   */
  readonly oneClickForm?: boolean;
  /**
   * Taken from an account whose deletion has started. Every other signed-in write is refused then
   * (services/account-gate.ts); asking for the deletion again answers the one running.
   */
  readonly whileDeleting?: boolean;
}

/**
 * A signed-in write is admitted by the account's own record first (services/account-gate.ts reads it):
 * such a route may read the table, whatever else it declares.
 */
const admitted = (spec: RouteSpec): RouteSpec =>
  spec.auth === 'public' || spec.method === 'GET' || spec.whileDeleting || spec.uses.includes('table:GetItem')
    ? spec
    : { ...spec, uses: [...spec.uses, 'table:GetItem'] };

/**
 * What an area's file declares for a route: its RouteSpec, whose `uses` may also hold whole groups of
 * resources (`attach('job-photo')`, DELETION_START) where the table's entry lists them one by one. A
 * group is named as it is, never spread: spreading is a call a bundler must keep, with the entry and
 * every schema it names, in every bundle that imports the area's file.
 */
export type RouteDeclaration = Omit<RouteSpec, 'uses'> & {
  readonly uses: readonly (Resource | readonly Resource[])[];
};

/**
 * A route's entry with its id, which must be its name in the area's file and its key in the merged
 * table (contract/routes.ts checks both). Each call is marked pure (`/* @__PURE__ *\/ route(…)`) so a
 * bundle drops every entry its handler does not import, with the schemas only those entries name;
 * esbuild takes that mark at the call only, not from the function.
 */
export function route<const Id extends string, const S extends RouteDeclaration>(
  id: Id,
  spec: S,
): Omit<S, 'uses'> & { readonly uses: readonly Resource[]; readonly id: Id } {
  return { id, ...admitted({ ...spec, uses: spec.uses.flat() }) } as Omit<S, 'uses'> & {
    readonly uses: readonly Resource[];
    readonly id: Id;
  };
}
