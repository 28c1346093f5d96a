import type { Template } from 'aws-cdk-lib/assertions';
import type { Resource } from '../../lambdas/contract/routes.ts';
import { flatten, referencedId, resourcesOf } from './synth.ts';

/**
 * Reading a synthesized role's grants, and what a route's `uses` implies, both as lines
 * `<action> <resource>` (with ` if <key> like <value>` for a condition): one line per action, resource and
 * condition value, so two sets of lines compare however CDK merged the statements.
 */

interface Statement {
  Effect?: string;
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** The logical ids (as `flatten` renders their ARNs) of what functions may be granted. */
export interface TemplateIds {
  readonly table: string;
  readonly uploads: string;
  readonly emailIdentity: string;
  readonly stripeSecret: string;
  readonly signingSecret: string;
  readonly userPool: string;
}

function onlyId(template: Template, type: string, prefix: string): string {
  const ids = Object.keys(resourcesOf(template, type)).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1) throw new Error(`Expected one ${type} named ${prefix}*, found ${ids.join(', ')}`);
  return ids[0]!;
}

export function templateIds(template: Template): TemplateIds {
  return {
    table: `<${onlyId(template, 'AWS::DynamoDB::Table', 'DataTable')}.Arn>`,
    uploads: `<${onlyId(template, 'AWS::S3::Bucket', 'StorageUploads')}.Arn>`,
    emailIdentity: `arn:<AWS::Partition>:ses:eu-west-2:<AWS::AccountId>:identity/<${onlyId(template, 'AWS::SES::EmailIdentity', 'EmailIdentity')}>`,
    stripeSecret: `<${onlyId(template, 'AWS::SecretsManager::Secret', 'PaymentsStripeSecret')}>`,
    signingSecret: `<${onlyId(template, 'AWS::SecretsManager::Secret', 'EmailLinkSigningSecret')}>`,
    userPool: `<${onlyId(template, 'AWS::Cognito::UserPool', 'AuthUserPool')}.Arn>`,
  };
}

/**
 * Every grant of a role, from the policies attached to it and its inline policies. Throws on what the
 * lines cannot say: a Deny, NotAction or NotResource, a managed policy.
 */
export function grantsOfRole(template: Template, roleId: string): string[] {
  const role = resourcesOf(template, 'AWS::IAM::Role')[roleId];
  if (!role) throw new Error(`No role ${roleId}`);
  if (role.Properties.ManagedPolicyArns) throw new Error(`${roleId} has managed policies`);
  const documents = [
    ...Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => referencedId(r) === roleId))
      .map((p) => p.Properties.PolicyDocument),
    ...((role.Properties.Policies as { PolicyDocument: unknown }[] | undefined) ?? []).map(
      (p) => p.PolicyDocument,
    ),
  ] as { Statement: Statement[] }[];
  const lines: string[] = [];
  for (const statement of documents.flatMap((d) => d.Statement)) {
    if (statement.Effect !== 'Allow' || statement.NotAction || statement.NotResource || statement.Principal)
      throw new Error(
        `${roleId}: only plain Allow statements are expected, got ${JSON.stringify(statement)}`,
      );
    const conditions = Object.entries(statement.Condition ?? {}).flatMap(([operator, byKey]) =>
      Object.entries(byKey).flatMap(([key, values]) =>
        [values]
          .flat()
          .map((value) => ` if ${key} ${operator === 'StringLike' ? 'like' : operator} ${value}`),
      ),
    );
    for (const action of [statement.Action].flat() as string[])
      for (const resource of [statement.Resource].flat().map(flatten))
        for (const condition of conditions.length > 0 ? conditions : [''])
          lines.push(`${action} ${resource}${condition}`);
  }
  return lines.sort();
}

/** The role of a function, by its logical id, and the log group it writes to. */
export function roleAndLogsOf(template: Template, functionId: string): { roleId: string; logs: string } {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`No function ${functionId}`);
  const logging = fn.Properties.LoggingConfig as { LogGroup: unknown };
  return { roleId: referencedId(fn.Properties.Role), logs: `<${referencedId(logging.LogGroup)}.Arn>` };
}

/** What writing its own logs takes; every function of the product holds exactly this besides its uses. */
export const logLines = (logs: string) => [`logs:CreateLogStream ${logs}`, `logs:PutLogEvents ${logs}`];

const S3_ACTIONS: Record<string, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
};

/**
 * What one `uses` entry implies, written out here independently of lib/grants.ts:
 * - `table:<Action>` that DynamoDB action on the table; `table:Query:<index>` Query on that index only;
 * - `uploads:<verb>:<stage>/<purpose>` GetObject, PutObject or DeleteObject on the keys
 *   `<stage>/<any>/<purpose>/<any>` (a `*` purpose: any purpose), and for reading a pending area
 *   ListBucket on the bucket with that same pattern as the only prefix; `uploads:<verb>:exports` and
 *   `uploads:<verb>:logos` the same on every key under `exports/` or `logos/`;
 * - `userpool:<Action>` that one action on the pool; `email` sending from the one SES identity;
 *   `stripe`, `signing` reading that one secret's value.
 */
export function impliedBy(use: Resource, ids: TemplateIds): string[] {
  const [kind, first, second] = use.split(':');
  switch (kind) {
    case 'table':
      return [`dynamodb:${first} ${second ? `${ids.table}/index/${second}` : ids.table}`];
    case 'uploads': {
      const [stage, purpose] = second!.split('/');
      const pattern = stage === 'exports' || stage === 'logos' ? `${stage}/*` : `${stage}/*/${purpose}/*`;
      if (first === 'list') return [`s3:ListBucket ${ids.uploads} if s3:prefix like ${pattern}`];
      const lines = [`${S3_ACTIONS[first!]} ${ids.uploads}/${pattern}`];
      if (first === 'read' && stage === 'pending')
        lines.push(`s3:ListBucket ${ids.uploads} if s3:prefix like ${pattern}`);
      return lines;
    }
    case 'userpool':
      return [`cognito-idp:${first} ${ids.userPool}`];
    case 'email':
      return [`ses:SendEmail ${ids.emailIdentity}`, `ses:SendRawEmail ${ids.emailIdentity}`];
    case 'stripe':
      return [`secretsmanager:GetSecretValue ${ids.stripeSecret}`];
    case 'signing':
      return [`secretsmanager:GetSecretValue ${ids.signingSecret}`];
    default:
      throw new Error(`No expectation for ${use}`);
  }
}

/** The exact grants of a route function: its logs and what its uses imply. */
export const expectedGrants = (uses: readonly Resource[], ids: TemplateIds, logs: string): string[] =>
  [...new Set([...logLines(logs), ...uses.flatMap((use) => impliedBy(use, ids))])].sort();
