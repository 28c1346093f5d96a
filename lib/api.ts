import { Fn, NestedStack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_BASE_PATH } from '../lambdas/contract/route-address.ts';
import {
  handlerFile,
  routeList,
  type AuthLevel,
  type RouteDef,
  type RouteId,
} from '../lambdas/contract/routes.ts';
import type { Auth } from './auth.ts';
import { APP_NAME, resourceName, type StageConfig } from './config.ts';
import type { Email } from './email.ts';
import { RouteFunction } from './function.ts';
import { environmentFor, statementsFor, uploadKeyPatterns, type GrantTargets } from './grants.ts';
import { acknowledge, arnToken, iam5Resource } from './nag.ts';

export interface ApiProps {
  readonly config: StageConfig;
  readonly auth: Auth;
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly email: Email;
  readonly stripeSecret: Secret;
  /** The SPA's origin, given to every function as SITE_ORIGIN (e.g. for Stripe return URLs). */
  readonly siteOrigin: string;
}

/** Levels that API Gateway itself guards with the JWT authorizer. */
const TOKEN_REQUIRED: ReadonlySet<AuthLevel> = new Set<AuthLevel>(['user', 'admin']);

/**
 * The HTTP API: one Lambda and one route per entry of lambdas/contract/routes.ts, a Cognito JWT authorizer on
 * routes that require a signed-in user, a throttle of its own for every route (the stage's default for
 * any other) and access logs. Its one stage is named after API_BASE_PATH (`api`), so the site's
 * distribution passes `/api/*` to it unchanged: the SPA calls its own origin and needs no CORS. Each function may do exactly what its route's `uses`
 * names (lib/grants.ts). The routes of each handler folder (`me`, `jobs`, …) live in a nested stack of
 * their own; the API, its stage, access logs and authorizer stay in the stage's stack.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`: the distribution's origin for `/api/*`. */
  readonly domainName: string;
  /**
   * The value the distribution sends with every API request (x-origin-verify), a generated secret:
   * every function refuses a request without it (lambdas/platform/http.ts), so the API's own address
   * cannot be used to go round the site's firewall.
   */
  readonly originVerify: string;
  /** Each route's function, by route id (for alarms, dashboards or extra grants). */
  readonly functions: ReadonlyMap<RouteId, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config, auth, table, uploadsBucket, email, stripeSecret } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: resourceName(config, 'api'),
      // No CORS: the SPA calls the API on its own origin (the distribution's /api/*), and no other site
      // is meant to call it from a browser.
      // The stage is created below, with throttling and access logs.
      createDefaultStage: false,
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const originSecret = new Secret(this, 'OriginVerify', {
      secretName: `${APP_NAME}/${config.stage}/origin-verify`,
      description: `Nanny Marketplace ${config.stage}: what the site's distribution sends the API (x-origin-verify)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      originSecret,
      'Not a credential of anyone: it only tells the API a request came through the site. Rotating it means ' +
        'a deploy that updates the distribution and every function together (docs/runbook.md).',
      'AwsSolutions-SMG4',
    );
    // A CloudFormation dynamic reference: the value is read at deploy time, never written in a template.
    this.originVerify = originSecret.secretValue.unsafeUnwrap();

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    const stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      // Requests arrive as /api/<route>; API Gateway matches the route after the stage's name.
      stageName: API_BASE_PATH.slice(1),
      autoDeploy: true,
      throttle: config.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', auth.issuer, {
      authorizerName: 'cognito',
      // ID tokens carry the app client id in `aud`; access tokens carry it in `client_id`. Both pass.
      jwtAudience: [auth.client.userPoolClientId],
    });

    const baseEnvironment = {
      STAGE: config.stage,
      ORIGIN_VERIFY: this.originVerify,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      SITE_ORIGIN: props.siteOrigin,
    };
    const targets: GrantTargets = {
      table,
      uploadsBucket,
      email,
      stripeSecret,
      userPool: auth.userPool,
    };

    const functions = new Map<RouteId, NodejsFunction>();
    for (const [folder, routes] of routesByFolder(routeList as readonly RouteDef[])) {
      // A stack holds at most 500 resources and every route brings six, so each folder's routes live
      // in a nested stack of their own; the API, its stage and the authorizer stay here and reach them
      // as nested-stack parameters.
      const routeStack = new NestedStack(this, `${folder}Routes`, {
        description: routeStackDescription(config, folder, routes),
      });
      for (const route of routes) {
        const environment = { ...baseEnvironment, ...environmentFor(route.uses, targets) };
        const routeFunction = new RouteFunction(routeStack, route.id, { config, route, environment });
        const fn = routeFunction.function;
        routeFunction.allow(statementsFor(route.uses, targets));
        acknowledgeUploadKeys(routeFunction, route, uploadsBucket);
        functions.set(route.id as RouteId, fn);

        // Built here rather than by httpApi.addRoutes, which would put the route, its integration and
        // its permission beside the API in this stack. The authorizer still binds to the API's scope,
        // so every nested stack's user and admin routes share the one authorizer.
        const httpRoute = new HttpRoute(routeStack, `${route.method}${route.path}`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
          authorizer: TOKEN_REQUIRED.has(route.auth) ? authorizer : undefined,
        });
        if (!TOKEN_REQUIRED.has(route.auth)) acknowledgeOpenRoute(httpRoute, route);
        // The stage names every route in its route settings; API Gateway refuses names it does not know
        // yet. Across stacks this waits for the route's whole nested stack.
        stage.node.addDependency(httpRoute.node.defaultChild!);
      }
    }
    this.functions = functions;

    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      (routeList as readonly RouteDef[]).map((route) => {
        const { rateLimit, burstLimit } = config.routeThrottles[route.throttle];
        // Both numbers, always: a route setting's missing number falls back to the account's, not the stage's.
        return [
          `${route.method} ${route.path}`,
          { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
        ];
      }),
    );
  }
}

/** The folder of a route's handler (its id's first word, as handlerFile() reads it). */
export const routeFolder = (route: Pick<RouteDef, 'id'>): string => handlerFile(route.id).split('/')[1]!;

/** What a folder's nested stack holds; CloudFormation takes descriptions of up to 1024 bytes. */
function routeStackDescription(config: StageConfig, folder: string, routes: readonly RouteDef[]): string {
  const describe = (which: string) =>
    `Nanny Marketplace (${config.stage}): the HTTP API's routes of lambdas/http/${folder}/ (${which}), ` +
    'each with its function, role, log group, Lambda permission, integration and route';
  const full = describe(routes.map((r) => r.id).join(', '));
  return Buffer.byteLength(full) <= 1024 ? full : describe(`${routes.length} routes`);
}

/** The route table split by handler folder, in the table's order. */
export function routesByFolder(routes: readonly RouteDef[]): Map<string, RouteDef[]> {
  const byFolder = new Map<string, RouteDef[]>();
  for (const route of routes) {
    const folder = routeFolder(route);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), route]);
  }
  return byFolder;
}

/**
 * Upload keys carry ids known only when a request names them (the uploader, the owner, the file), so
 * their grants end in wildcards; each stays inside one purpose's part of the bucket.
 */
function acknowledgeUploadKeys(scope: RouteFunction, route: RouteDef, bucket: Bucket): void {
  const patterns = uploadKeyPatterns(route.uses);
  if (patterns.length === 0) return;
  acknowledge(
    scope,
    `${route.id} reaches uploads by keys whose ids are known only at request time; each wildcard stands ` +
      'for ids inside one upload purpose (pending/<userId>/<purpose>/<id> or files/<owner>/<purpose>/<id>).',
    ...patterns.map((pattern) => iam5Resource(`${arnToken(bucket, scope)}/${pattern}`)),
  );
}

/** Public and optional-auth routes are open by design; the rule wants an authorizer on every route. */
function acknowledgeOpenRoute(httpRoute: HttpRoute, route: RouteDef): void {
  const why =
    route.auth === 'public'
      ? `${route.method} ${route.path} is public by design (anonymous visitors, or callers such as Stripe that prove themselves in the request).`
      : `${route.method} ${route.path} is open to anonymous visitors by design; when a bearer token is sent the handler verifies it with aws-jwt-verify.`;
  acknowledge(
    httpRoute,
    `${why} Routes that need a signed-in user use the Cognito JWT authorizer.`,
    'AwsSolutions-APIG4',
  );
}
