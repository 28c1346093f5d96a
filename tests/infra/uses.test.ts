import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RouteTable from '../../lambdas/contract/routes.ts';
import type { RouteDef } from '../../lambdas/contract/routes.ts';
import { expectedGrants, grantsOfRole, logLines, roleAndLogsOf, templateIds } from './grants.ts';
import { resourcesOf, synth, type Synthesized } from './synth.ts';

/**
 * Routes that exercise every auth level and every form of resource a route can use (each table action,
 * the base table and each index, every upload verb on pending and attached files, every purpose at
 * once, the user pool, email and both secrets), so grants and cdk-nag acknowledgements are proven
 * before real routes need them. Their ids name existing handler files; bundling is skipped, so only
 * the files' presence matters.
 */
const HYPOTHETICAL: RouteDef[] = vi.hoisted(() => [
  {
    id: 'jobsList',
    method: 'GET',
    path: '/jobs',
    auth: 'public',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query', 'table:Query:gsi1', 'table:Query:gsi2'],
    throttle: 'browse',
  },
  {
    id: 'reportsCreate',
    method: 'POST',
    path: '/reports',
    auth: 'optional',
    uses: [
      'table:PutItem',
      'table:UpdateItem',
      'table:DeleteItem',
      'table:ConditionCheckItem',
      'email',
      'signing',
    ],
    throttle: 'publicWrite',
  },
  {
    id: 'uploadsCreate',
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    uses: [
      'uploads:write:pending/*',
      'uploads:read:pending/*',
      'uploads:delete:pending/*',
      'uploads:read:pending/nanny-cv',
      'uploads:delete:pending/nanny-cv',
      'uploads:read:files/nanny-cv',
      'uploads:write:files/nanny-cv',
      'uploads:delete:files/nanny-cv',
      'uploads:read:files/agency-logo',
    ],
    throttle: 'account',
  },
  {
    id: 'agencyCheckout',
    method: 'POST',
    path: '/checkout',
    auth: 'user',
    uses: ['stripe', 'table:GetItem'],
    throttle: 'payment',
  },
  {
    id: 'adminReportedContent',
    method: 'GET',
    path: '/admin/users/{userId}',
    auth: 'admin',
    uses: ['userpool:AdminGetUser'],
    throttle: 'admin',
  },
  {
    id: 'webhooksStripe',
    method: 'POST',
    path: '/webhook',
    auth: 'public',
    uses: [],
    throttle: 'webhook',
  },
]);

vi.mock('../../lambdas/contract/routes.ts', async (original) => ({
  ...(await original<typeof RouteTable>()),
  routeList: HYPOTHETICAL,
}));

describe('a route table using every resource', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth('prod');
  });

  const grantsOf = (id: string) => {
    const [functionId] = Object.entries(resourcesOf(s.template, 'AWS::Lambda::Function')).find(
      ([, f]) => f.Properties.FunctionName === `nanny-marketplace-prod-${id}`,
    )!;
    const { roleId, logs } = roleAndLogsOf(s.template, functionId);
    return { held: grantsOfRole(s.template, roleId), logs };
  };

  it('synthesizes with no cdk-nag findings', () => {
    const findings = (s.pluginReports ?? []).flatMap((r) => r.violations ?? []);
    expect(findings).toEqual([]);
    expect(Object.keys(resourcesOf(s.template, 'AWS::ApiGatewayV2::Route'))).toHaveLength(
      HYPOTHETICAL.length,
    );
  });

  it('grants each function exactly what its uses imply', () => {
    const ids = templateIds(s.template);
    for (const route of HYPOTHETICAL) {
      const { held, logs } = grantsOf(route.id);
      expect(held, route.id).toEqual(expectedGrants(route.uses, ids, logs));
    }
  });

  it('spells the grants out as IAM does', () => {
    const ids = templateIds(s.template);
    const { held: upload, logs } = grantsOf('uploadsCreate');
    expect(upload.filter((l) => !logLines(logs).includes(l))).toEqual(
      [
        `s3:DeleteObject ${ids.uploads}/files/*/nanny-cv/*`,
        `s3:DeleteObject ${ids.uploads}/pending/*/*/*`,
        `s3:DeleteObject ${ids.uploads}/pending/*/nanny-cv/*`,
        `s3:GetObject ${ids.uploads}/files/*/agency-logo/*`,
        `s3:GetObject ${ids.uploads}/files/*/nanny-cv/*`,
        `s3:GetObject ${ids.uploads}/pending/*/*/*`,
        `s3:GetObject ${ids.uploads}/pending/*/nanny-cv/*`,
        `s3:ListBucket ${ids.uploads} if s3:prefix like pending/*/*/*`,
        `s3:ListBucket ${ids.uploads} if s3:prefix like pending/*/nanny-cv/*`,
        `s3:PutObject ${ids.uploads}/files/*/nanny-cv/*`,
        `s3:PutObject ${ids.uploads}/pending/*/*/*`,
      ].sort(),
    );
    expect(ids.uploads).toMatch(/^<StorageUploads\w+\.Arn>$/);
    // The identity's Ref is its name (the configured domain).
    expect(ids.emailIdentity).toMatch(
      /^arn:<AWS::Partition>:ses:eu-west-2:<AWS::AccountId>:identity\/<EmailIdentity\w+>$/,
    );
    expect(grantsOf('adminReportedContent').held).toContain(`cognito-idp:AdminGetUser ${ids.userPool}`);
    expect(grantsOf('jobsList').held).toContain(`dynamodb:Query ${ids.table}/index/gsi2`);
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
      'GET /admin/users/{userId}': 'JWT',
      'POST /webhook': 'NONE',
    });
  });
});
