import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../lambdas/contract/route-address.ts';
import { EDGE_REGION } from '../../lib/edge.ts';
import { flatten, resourcesOf, synth, type Synthesized, type TemplateResource } from './synth.ts';

/**
 * One origin behind a firewall (lib/web.ts, lib/edge.ts): the API under the site's distribution at
 * /api/*, AWS WAF on the distribution, and missing files answered with the 404 page by an edge function
 * rather than by the distribution's error pages (which would swallow the API's own 403s and 404s).
 */
let dev: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

/** CloudFront's managed policies. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ViewerProtocolPolicy: string;
  LambdaFunctionAssociations?: { EventType: string; LambdaFunctionARN: unknown }[];
}
interface DistributionConfig {
  CacheBehaviors: Behavior[];
  DefaultCacheBehavior: Behavior;
  Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }[];
  WebACLId?: unknown;
  CustomErrorResponses?: unknown;
}

const distributionOf = (s: Synthesized) => {
  const [distribution] = Object.values(resourcesOf(s.template, 'AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as DistributionConfig;
};
const edgeOf = (s: Synthesized) => Template.fromStack(s.edge);
const aclOf = (s: Synthesized) => {
  const acls = Object.values(edgeOf(s).findResources('AWS::WAFv2::WebACL')) as TemplateResource[];
  expect(acls).toHaveLength(1);
  return acls[0]!.Properties as {
    Scope: string;
    DefaultAction: unknown;
    Rules: Array<{
      Name: string;
      Priority: number;
      Action?: { Block?: { CustomResponse?: { ResponseCode: number; CustomResponseBodyKey: string } } };
      OverrideAction?: { Count?: object };
      Statement: Record<string, unknown>;
      VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean };
    }>;
    CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  };
};

describe.each([
  ['dev', () => dev],
  ['prod', () => prod],
] as const)('one origin behind a firewall (%s)', (stageName, stage) => {
  it('serves the API at /api/*: every method, nothing cached, viewer headers but Host, HTTPS only', () => {
    const config = distributionOf(stage());
    const api = config.CacheBehaviors.find((b) => b.PathPattern === `${API_BASE_PATH}/*`);
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      // Forwards Authorization (allowed with caching disabled) and If-None-Match, not Host.
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api!.LambdaFunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api!.TargetOriginId)!;
    // The distribution's own header, whose value every function expects (read from a generated secret
    // at deploy time, never written in the template).
    const sent = (origin as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] })
      .OriginCustomHeaders;
    expect(sent?.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
    const value = JSON.stringify(sent![0]!.HeaderValue);
    expect(value).toMatch(/\{\{resolve:secretsmanager:/);
    const functions = Object.values(resourcesOf(stage().template, 'AWS::Lambda::Function')).filter((f) =>
      flatten(f.Properties.FunctionName ?? '').startsWith(`nanny-marketplace-${stageName}-`),
    );
    const routeFunctions = functions.filter((f) => f.Properties.Environment);
    expect(routeFunctions.length).toBeGreaterThan(50);
    const expecting = routeFunctions.filter(
      (f) =>
        JSON.stringify(
          (f.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_VERIFY,
        ) === value,
    );
    expect(expecting.length).toBeGreaterThan(50);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    // The HTTP API's own domain; its stage is named after the path, so /api/<route> passes as it is.
    const [apiId] = Object.keys(resourcesOf(stage().template, 'AWS::ApiGatewayV2::Api'));
    expect(JSON.stringify(origin.DomainName)).toContain(`"${apiId}","ApiEndpoint"`);
  });

  it('tells the SPA to call its own origin', () => {
    const dir = readdirSync(stage().assemblyDir).find((d) =>
      existsSync(path.join(stage().assemblyDir, d, 'config.json')),
    );
    const config = JSON.parse(readFileSync(path.join(stage().assemblyDir, dir!, 'config.json'), 'utf8'));
    expect(config.apiUrl).toBe(API_BASE_PATH);
  });

  it('has no distribution error pages; an edge function answers missing files with the 404 page', () => {
    const config = distributionOf(stage());
    expect(config.CustomErrorResponses).toBeUndefined();
    const withEdge = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter(
      (b) => b.LambdaFunctionAssociations?.length,
    );
    expect(withEdge.map((b) => b.PathPattern ?? 'default').sort()).toEqual(['/logos/*', 'default']);
    for (const b of withEdge)
      expect(b.LambdaFunctionAssociations).toEqual([
        { EventType: 'origin-response', LambdaFunctionARN: expect.anything() },
      ]);
    const functions = Object.values(edgeOf(stage()).findResources('AWS::Lambda::Function')).filter((f) =>
      flatten((f as TemplateResource).Properties.FunctionName ?? '').endsWith('-not-found'),
    ) as TemplateResource[];
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties).toMatchObject({
      FunctionName: `nanny-marketplace-${stageName}-not-found`,
      Handler: 'index.handler',
      MemorySize: 128,
    });
    // Lambda@Edge takes no environment.
    expect(functions[0]!.Properties.Environment).toBeUndefined();
  });

  it('puts the web application firewall, made in us-east-1, on the distribution', () => {
    expect(stage().edge.region).toBe(EDGE_REGION);
    const config = distributionOf(stage());
    // Read across regions from the edge stack's export.
    expect(JSON.stringify(config.WebACLId)).toContain('Firewall');
    expect(aclOf(stage())).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('limits API requests per source address, as lib/config.ts states, with a JSON 429', () => {
    const { Rules, CustomResponseBodies } = aclOf(stage());
    const rate = Rules.find((r) => r.Statement.RateBasedStatement);
    expect(rate).toMatchObject({
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rateLimited' } } },
      Statement: {
        RateBasedStatement: {
          Limit: stage().config.firewall.apiRequestsPerAddress,
          EvaluationWindowSec: stage().config.firewall.windowSeconds,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: { PositionalConstraint: 'STARTS_WITH', SearchString: `${API_BASE_PATH}/` },
          },
        },
      },
    });
    expect(JSON.parse(CustomResponseBodies.rateLimited!.Content)).toMatchObject({ error: 'rate_limited' });
  });

  it('runs the common, known-bad-inputs and IP reputation rule sets, blocking what they match', () => {
    const { Rules } = aclOf(stage());
    const groups = Rules.filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(
      groups.map((r) => (r.Statement.ManagedRuleGroupStatement as { Name: string }).Name).sort(),
    ).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    // Each group acts as it says (blocks); only the common set's body-size rule is turned to count, so
    // a large body never shields anything else a group matches.
    for (const r of groups) expect(r.OverrideAction, r.Name).toEqual({ None: {} });
    const overrides = groups.flatMap(
      (r) =>
        (r.Statement.ManagedRuleGroupStatement as { RuleActionOverrides?: unknown[] }).RuleActionOverrides ??
        [],
    );
    expect(overrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    // Nothing else in the ACL lets a request through or counts it instead of blocking.
    expect(Rules.filter((r) => !r.Statement.ManagedRuleGroupStatement).map((r) => r.Name)).toEqual([
      'api-rate-per-address',
    ]);
  });

  it('makes every rule countable: CloudWatch metrics and sampled requests, and logs what it blocks', () => {
    for (const r of aclOf(stage()).Rules)
      expect(r.VisibilityConfig, r.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    const logging = Object.values(edgeOf(stage()).findResources('AWS::WAFv2::LoggingConfiguration'));
    expect(logging).toHaveLength(1);
    const [logsId] = Object.entries(edgeOf(stage()).findResources('AWS::Logs::LogGroup')).find(
      ([, g]) => g.Properties.LogGroupName === `aws-waf-logs-nanny-marketplace-${stageName}-site`,
    )!;
    expect(JSON.stringify(logging[0])).toContain(`{"Ref":"${logsId}"}`);
    // Only what was blocked or counted.
    expect(logging[0]).toMatchObject({ Properties: { LoggingFilter: { DefaultBehavior: 'DROP' } } });
  });

  it("shows the firewall's counts on the stage's dashboard, under the names it reports", () => {
    const acl = aclOf(stage()) as unknown as {
      VisibilityConfig: { MetricName: string };
      Rules: Array<{ VisibilityConfig: { MetricName: string } }>;
    };
    const [dashboard] = Object.values(resourcesOf(stage().template, 'AWS::CloudWatch::Dashboard'));
    const body = flatten(dashboard!.Properties.DashboardBody);
    const waf = [...body.matchAll(/\["AWS\/WAFV2","(\w+)","Rule","([^"]+)","WebACL","([^"]+)"/g)].map(
      ([, metric, rule, webAcl]) => [metric, webAcl, rule] as const,
    );
    expect(waf.length).toBeGreaterThan(0);
    for (const [, webAcl, rule] of waf) {
      expect(webAcl).toBe(acl.VisibilityConfig.MetricName);
      if (rule !== 'ALL') expect(acl.Rules.map((r) => r.VisibilityConfig.MetricName)).toContain(rule);
    }
    // Every rule is on it.
    expect(new Set(waf.map((m) => m[2]))).toEqual(
      new Set(['ALL', ...acl.Rules.map((r) => r.VisibilityConfig.MetricName)]),
    );
    expect(body).toContain('"region":"us-east-1"');
  });
});
