import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../lambdas/routes.ts';
import { flatten, referencedId, resourcesOf, synth, type Synthesized } from './synth.ts';

/**
 * Routes that exercise every auth level and every resource a route can use, so grants and cdk-nag
 * acknowledgements are proven before real routes need them. Handlers are existing files; bundling is
 * skipped, so only their presence matters.
 */
const HYPOTHETICAL: RouteDef[] = vi.hoisted(() => [
  {
    id: 'readJobs',
    method: 'GET',
    path: '/jobs',
    handler: 'http/system/health.ts',
    auth: 'public',
    uses: ['table:read'],
  },
  {
    id: 'report',
    method: 'POST',
    path: '/reports',
    handler: 'http/system/health.ts',
    auth: 'optional',
    uses: ['table:write', 'email'],
  },
  {
    id: 'upload',
    method: 'POST',
    path: '/uploads',
    handler: 'http/me/get.ts',
    auth: 'user',
    uses: ['uploads:write', 'table:write'],
  },
  {
    id: 'checkout',
    method: 'POST',
    path: '/checkout',
    handler: 'http/me/get.ts',
    auth: 'user',
    uses: ['stripe', 'table:read'],
  },
  {
    id: 'makeAdmin',
    method: 'PUT',
    path: '/admin/users/{userId}/admin',
    handler: 'http/me/get.ts',
    auth: 'admin',
    uses: ['userpool'],
  },
]);

vi.mock('../../lambdas/routes.ts', () => ({ routes: HYPOTHETICAL }));

describe('a route table using every resource', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth('prod');
  });

  const statementsOf = (id: string) => {
    const fn = Object.values(resourcesOf(s.template, 'AWS::Lambda::Function')).find(
      (f) => f.Properties.FunctionName === `nanny-marketplace-prod-${id}`,
    );
    const roleId = referencedId(fn?.Properties.Role);
    return Object.values(resourcesOf(s.template, 'AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => referencedId(r) === roleId))
      .flatMap(
        (p) =>
          (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] })
            .Statement,
      )
      .map((st) => ({ actions: [st.Action].flat(), resources: [st.Resource].flat().map(flatten) }));
  };

  it('synthesizes with no cdk-nag findings', () => {
    const findings = (s.pluginReports ?? []).flatMap((r) => r.violations ?? []);
    expect(findings).toEqual([]);
    expect(Object.keys(resourcesOf(s.template, 'AWS::ApiGatewayV2::Route'))).toHaveLength(
      HYPOTHETICAL.length,
    );
  });

  it('grants uploads read, write and delete on the uploads bucket only', () => {
    const s3 = statementsOf('upload').filter((st) => st.actions.some((a) => a.startsWith('s3:')));
    expect(s3.flatMap((st) => st.actions)).toEqual(
      expect.arrayContaining(['s3:GetObject*', 's3:PutObject', 's3:DeleteObject*']),
    );
    for (const resource of s3.flatMap((st) => st.resources))
      expect(resource).toMatch(/^<StorageUploads\w+\.Arn>(\/\*)?$/);
  });

  it('grants email sending on the SES identity only', () => {
    const ses = statementsOf('report').filter((st) => st.actions.some((a) => a.startsWith('ses:')));
    expect(ses.flatMap((st) => st.actions)).toContain('ses:SendEmail');
    // The identity's Ref is its name (the configured domain).
    expect(ses.flatMap((st) => st.resources)).toEqual([
      expect.stringMatching(
        /^arn:<AWS::Partition>:ses:eu-west-2:<AWS::AccountId>:identity\/<EmailIdentity\w+>$/,
      ),
    ]);
  });

  it('grants the admin actions on the user pool only', () => {
    const cognito = statementsOf('makeAdmin').filter((st) =>
      st.actions.some((a) => a.startsWith('cognito-idp:')),
    );
    expect(new Set(cognito.flatMap((st) => st.actions))).toEqual(
      new Set(['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminGetUser', 'cognito-idp:ListUsers']),
    );
    expect(cognito.flatMap((st) => st.resources)).toEqual([
      expect.stringMatching(/^<AuthUserPool\w+\.Arn>$/),
    ]);
  });

  it('gives read-only table routes no write actions', () => {
    const actions = statementsOf('readJobs').flatMap((st) => st.actions);
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('sends user and admin routes through the authorizer, and optional ones not', () => {
    const byKey = Object.fromEntries(
      Object.values(resourcesOf(s.template, 'AWS::ApiGatewayV2::Route')).map((r) => [
        r.Properties.RouteKey,
        r.Properties.AuthorizationType,
      ]),
    );
    expect(byKey).toEqual({
      'GET /jobs': 'NONE',
      'POST /reports': 'NONE',
      'POST /uploads': 'JWT',
      'POST /checkout': 'JWT',
      'PUT /admin/users/{userId}/admin': 'JWT',
    });
  });
});
