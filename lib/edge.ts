import path from 'node:path';
import { buildSync } from 'esbuild';
import { ArnFormat, AssetHashType, DockerImage, Stack, Token, type StackProps } from 'aws-cdk-lib';
import {
  CompositePrincipal,
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import { ERROR_CODES } from '../lambdas/contract/errors.ts';
import { resourceName, type StageConfig } from './config.ts';
import { ESM_REQUIRE_BANNER } from './bundling.ts';
import { acknowledge } from './nag.ts';
import { LAMBDAS_DIR, ROOT } from './paths.ts';

/** CloudFront's firewall and edge functions live in us-east-1, whichever region the stage is in. */
export const EDGE_REGION = 'us-east-1';

/**
 * Lambda@Edge runs x86_64 only, and on the runtimes it lists; Node.js 22 is the newest it takes.
 */
export const EDGE_RUNTIME = Runtime.NODEJS_22_X;

export interface EdgeStackProps extends Omit<StackProps, 'env'> {
  readonly config: StageConfig;
}

/** The firewall's rules, by name, in the order it evaluates them. */
export const FIREWALL_RULES = [
  'api-rate-per-address',
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The common rule set's rule for bodies over 8 KB, which only counts: every API body has its own size
 * limit in its schema, and a payment webhook's event may be larger.
 */
export const OVERSIZED_BODY_RULE = 'SizeRestrictions_BODY';
export type FirewallRule = (typeof FIREWALL_RULES)[number];

/**
 * The CloudWatch names the firewall reports under (AWS/WAFV2, in us-east-1): the web ACL's, and each
 * rule's (the dashboard reads them).
 */
export const firewallMetricName = (config: Pick<StageConfig, 'stage'>, rule?: FirewallRule) =>
  resourceName(config, rule ? `waf-${rule}` : 'waf');

/** What an address over the API's rate limit is told, in the API's error shape (the SPA shows it). */
const RATE_LIMITED_MESSAGE =
  'Too many requests from your connection. Please wait a few minutes and try again.';

/**
 * The stage's edge (us-east-1): the web application firewall on the site's distribution, whose ARN the
 * stage's stack reads through a CDK cross-region reference, and the origin-response function that
 * answers a missing file with the 404 page (a CDK EdgeFunction that lib/web.ts places here; its version
 * reaches the distribution through a parameter read on every deployment, so a new version never meets
 * the lock a cross-region reference puts on a value in use).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;
  /** The role of the not-found edge function, which lib/web.ts places in this stack. */
  readonly notFoundRole: Role;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    const { config } = props;
    super(scope, id, {
      ...props,
      description: `Nanny Marketplace (${config.stage}): the site's firewall and edge function (us-east-1)`,
      env: { account: config.account, region: EDGE_REGION },
      crossRegionReferences: true,
      terminationProtection: config.retainData,
    });
    this.webAclArn = this.firewall(config).attrArn;
    this.notFoundRole = this.notFoundRoleFor(config);
  }

  /**
   * AWS WAF on the distribution (lib/config.ts `firewall` states the limits):
   * 1. a rate limit per source address on the API (`/api/*`): over the limit in five minutes, that
   *    address is answered 429 until its rate falls back;
   * 2. AWS's managed rule groups, blocking what they match: the IP reputation list (sources AWS has
   *    seen attack), common (the OWASP kind: bad bots' user agents, path traversal, local files,
   *    cross-site scripting, SQL injection's relatives…) but for its body-size rule, which only counts
   *    (OVERSIZED_BODY_RULE), and known bad inputs (Log4j, Java deserialisation, exploitable paths).
   * Each rule has its CloudWatch metric and sampled requests, so what it counts or blocks is visible;
   * blocked and counted requests are logged (aws-waf-logs-…).
   */
  private firewall(config: StageConfig): CfnWebACL {
    const metric = (rule?: FirewallRule) => ({
      cloudWatchMetricsEnabled: true,
      metricName: firewallMetricName(config, rule),
      sampledRequestsEnabled: true,
    });
    const onApi = {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: `${API_BASE_PATH}/`,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    // Each group blocks what it matches, with WAF's own 403 (the SPA says what a 403 without the API's
    // JSON means). The common set's body-size rule only counts.
    const managed = (priority: number, name: FirewallRule, countOnly: readonly string[] = []) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(countOnly.length && {
            ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
          }),
        },
      },
      visibilityConfig: metric(name),
    });

    const acl = new CfnWebACL(this, 'Firewall', {
      name: resourceName(config, 'site'),
      description: `Nanny Marketplace ${config.stage}: rate limit per address on the API, AWS managed rules`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric(),
      customResponseBodies: {
        rateLimited: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: ERROR_CODES[429], message: RATE_LIMITED_MESSAGE }),
        },
      },
      rules: [
        {
          name: 'api-rate-per-address',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'rateLimited',
                responseHeaders: [{ name: 'retry-after', value: String(config.firewall.windowSeconds) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: config.firewall.apiRequestsPerAddress,
              evaluationWindowSec: config.firewall.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: onApi,
            },
          },
          visibilityConfig: metric('api-rate-per-address'),
        },
        managed(1, 'AWSManagedRulesAmazonIpReputationList'),
        managed(2, 'AWSManagedRulesCommonRuleSet', [OVERSIZED_BODY_RULE]),
        managed(3, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });

    // What was blocked or counted, and why; allowed requests are not logged (CloudFront's own logs
    // have them). The name must start with aws-waf-logs-.
    const logs = new LogGroup(this, 'FirewallLogs', {
      logGroupName: `aws-waf-logs-${resourceName(config, 'site')}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    new CfnLoggingConfiguration(this, 'FirewallLogging', {
      resourceArn: acl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
    return acl;
  }

  /**
   * The role of the not-found edge function (lib/web.ts makes the function, as a CDK EdgeFunction placed
   * in this stack): it may write its logs, which Lambda@Edge writes in the region that ran it, to
   * /aws/lambda/us-east-1.<name>, and nothing else.
   */
  private notFoundRoleFor(config: StageConfig): Role {
    const functionName = resourceName(config, 'not-found');
    const role = new Role(this, 'NotFoundRole', {
      assumedBy: new CompositePrincipal(
        new ServicePrincipal('lambda.amazonaws.com'),
        new ServicePrincipal('edgelambda.amazonaws.com'),
      ),
      description: `${functionName}: answers a missing site file with the 404 page`,
      inlinePolicies: {
        logs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [
                `arn:${this.partition}:logs:*:${this.account}:log-group:/aws/lambda/${EDGE_REGION}.${functionName}:*`,
              ],
            }),
          ],
        }),
      },
    });
    acknowledge(
      role,
      'Lambda@Edge runs in the edge region nearest the viewer and writes its logs there: the log group is ' +
        "this function's own, in any region.",
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:*:${Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account}:log-group:/aws/lambda/${EDGE_REGION}.${functionName}:*]`,
    );
    return role;
  }
}

/**
 * lambdas/edge/not-found.ts bundled by esbuild as one ESM file (Lambda@Edge takes no layers and no
 * environment), hashed by its output so a change in what it imports deploys a new version.
 */
export function notFoundCode(): Code {
  const entry = path.join(LAMBDAS_DIR, 'edge/not-found.ts');
  return Code.fromAsset(path.dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the API but unused: tryBundle always builds locally.
      image: DockerImage.fromRegistry('node:22'),
      local: {
        tryBundle(outputDir: string): boolean {
          buildSync({
            entryPoints: [entry],
            outfile: path.join(outputDir, 'index.mjs'),
            bundle: true,
            platform: 'node',
            format: 'esm',
            target: 'node22',
            minify: true,
            banner: { js: ESM_REQUIRE_BANNER },
            absWorkingDir: ROOT,
            logLevel: 'warning',
          });
          return true;
        },
      },
    },
  });
}
