import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { UploadPurpose } from '../lambdas/contract/uploads-constants.ts';
import type { IndexName } from '../lambdas/data/table/table.ts';
import type { Resource, TableAction, UploadVerb, UserPoolAction } from '../lambdas/contract/routes.ts';
import type { Email } from './email.ts';

/**
 * What a route's `uses` (lambdas/contract/routes.ts) lets its function do, as IAM statements: each entry names
 * its actions and resources, so nothing is granted that an entry does not name.
 */

/** The areas of the uploads bucket: fresh uploads, attached files, data exports, public logo copies. */
export type UploadStage = 'pending' | 'files' | 'exports' | 'logos';

/** A `uses` entry taken apart. */
export type Use =
  | { readonly kind: 'table'; readonly action: TableAction; readonly index?: IndexName }
  | {
      readonly kind: 'uploads';
      readonly verb: UploadVerb;
      readonly stage: UploadStage;
      /** '*' for every purpose (and for exports and logos, which have none). */
      readonly purpose: UploadPurpose | '*';
    }
  | { readonly kind: 'userpool'; readonly action: UserPoolAction }
  | { readonly kind: 'email' | 'stripe' | 'signing' };

export function parseUse(use: Resource): Use {
  const [kind, first, second] = use.split(':') as [string, string?, string?];
  switch (kind) {
    case 'table':
      return second
        ? { kind, action: first as TableAction, index: second as IndexName }
        : { kind, action: first as TableAction };
    case 'uploads': {
      if (second === 'exports' || second === 'logos')
        return { kind, verb: first as UploadVerb, stage: second, purpose: '*' };
      const [stage, purpose] = second!.split('/') as ['pending' | 'files', UploadPurpose | '*'];
      return { kind, verb: first as UploadVerb, stage, purpose };
    }
    case 'userpool':
      return { kind, action: first as UserPoolAction };
    case 'email':
    case 'stripe':
    case 'signing':
      return { kind };
    default:
      throw new Error(`Unknown resource in uses: ${use}`);
  }
}

/**
 * The object keys an uploads area stands for. Ids are unknown until a request names them, so they are
 * wildcards; the purpose is literal. Every purpose's fresh uploads are `pending/<id>/<id>/<id>`, not
 * `pending/<anything>`, so listing them needs a user id in the prefix.
 */
export function uploadKeyPattern(stage: UploadStage, purpose: UploadPurpose | '*'): string {
  // Exports are exports/<accountId>/<exportId>.zip, public logos logos/<agencyId>/<hash>.<ext>.
  if (stage === 'exports' || stage === 'logos') return `${stage}/*`;
  return `${stage}/*/${purpose}/*`;
}

const S3_ACTION: Record<Exclude<UploadVerb, 'list'>, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
};

export interface GrantTargets {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly email: Email;
  readonly stripeSecret: ISecret;
  readonly userPool: IUserPool;
}

/** The environment variables that name what the uses reach (the base variables come from the API). */
export function environmentFor(uses: readonly Resource[], t: GrantTargets): Record<string, string> {
  const kinds = new Set(uses.map((use) => parseUse(use).kind));
  return {
    ...(kinds.has('table') ? { TABLE_NAME: t.table.tableName } : {}),
    ...(kinds.has('uploads') ? { UPLOADS_BUCKET: t.uploadsBucket.bucketName } : {}),
    ...(kinds.has('email') ? { EMAIL_FROM: t.email.from } : {}),
    ...(kinds.has('stripe') ? { STRIPE_SECRET_ARN: t.stripeSecret.secretArn } : {}),
    ...(kinds.has('signing') ? { LINK_SIGNING_SECRET_ARN: t.email.linkSigningSecret.secretArn } : {}),
  };
}

/**
 * The statements the uses imply: one per set of resources that share their actions, plus one
 * ListBucket limited (by `s3:prefix`) to the pending areas the function reads. Without ListBucket S3
 * answers a missing key with 403 rather than 404, and a missing upload is a client's mistake (400), not
 * a server error; with it limited so, the function can list nothing beyond the areas it already reads,
 * and only under a prefix that names a user.
 */
export function statementsFor(uses: readonly Resource[], t: GrantTargets): PolicyStatement[] {
  const actionsByResource = new Map<string, Set<string>>();
  const allow = (resource: string, action: string) => {
    const actions = actionsByResource.get(resource) ?? new Set<string>();
    actions.add(action);
    actionsByResource.set(resource, actions);
  };
  const listPrefixes = new Set<string>();
  for (const use of new Set(uses)) {
    const parsed = parseUse(use);
    switch (parsed.kind) {
      case 'table':
        allow(
          parsed.index ? `${t.table.tableArn}/index/${parsed.index}` : t.table.tableArn,
          `dynamodb:${parsed.action}`,
        );
        break;
      case 'uploads': {
        const pattern = uploadKeyPattern(parsed.stage, parsed.purpose);
        // Listing an area is ListBucket under its prefix, granted below; the rest act on its objects.
        if (parsed.verb === 'list') listPrefixes.add(pattern);
        else allow(t.uploadsBucket.arnForObjects(pattern), S3_ACTION[parsed.verb]);
        if (parsed.verb === 'read' && parsed.stage === 'pending') listPrefixes.add(pattern);
        break;
      }
      case 'userpool':
        allow(t.userPool.userPoolArn, `cognito-idp:${parsed.action}`);
        break;
      case 'email':
        // SES v2 SendEmail authorizes some messages (attachments) as SendRawEmail; both, for one identity.
        allow(t.email.identity.emailIdentityArn, 'ses:SendEmail');
        allow(t.email.identity.emailIdentityArn, 'ses:SendRawEmail');
        break;
      case 'stripe':
        allow(t.stripeSecret.secretArn, 'secretsmanager:GetSecretValue');
        break;
      case 'signing':
        allow(t.email.linkSigningSecret.secretArn, 'secretsmanager:GetSecretValue');
        break;
    }
  }

  const resourcesByActions = new Map<string, string[]>();
  for (const [resource, actions] of actionsByResource) {
    const key = [...actions].sort().join(' ');
    resourcesByActions.set(key, [...(resourcesByActions.get(key) ?? []), resource]);
  }
  const statements = [...resourcesByActions].map(
    ([actions, resources]) =>
      new PolicyStatement({ effect: Effect.ALLOW, actions: actions.split(' '), resources }),
  );
  if (listPrefixes.size > 0)
    statements.push(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:ListBucket'],
        resources: [t.uploadsBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [...listPrefixes].sort() } },
      }),
    );
  return statements;
}

/** The object key patterns the uses grant, each a wildcard resource cdk-nag reports (IAM5). */
export function uploadKeyPatterns(uses: readonly Resource[]): string[] {
  const patterns = new Set<string>();
  for (const use of uses) {
    const parsed = parseUse(use);
    if (parsed.kind === 'uploads') patterns.add(uploadKeyPattern(parsed.stage, parsed.purpose));
  }
  return [...patterns].sort();
}
