import { API_BASE_PATH } from '../../lambdas/contract/route-address.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type Resource, type RouteDef } from '../../lambdas/contract/routes.ts';
import { RUNTIME } from '../../lib/function.ts';
import { flatten, referencedId, resourcesOf, synth, type Synthesized } from './synth.ts';

const ROUTES = routeList as readonly RouteDef[];
const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Environment every function gets, and what each kind of resource adds (written out here on purpose). */
const BASE_ENV = [
  'NODE_OPTIONS',
  'ORIGIN_VERIFY',
  'POWERTOOLS_LOG_LEVEL',
  'STAGE',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'SITE_ORIGIN',
];
const ENV_FOR: Record<string, string[]> = {
  table: ['TABLE_NAME'],
  uploads: ['UPLOADS_BUCKET'],
  email: ['EMAIL_FROM'],
  stripe: ['STRIPE_SECRET_ARN'],
  signing: ['LINK_SIGNING_SECRET_ARN'],
  // The pool's id is in every function's environment already.
  userpool: [],
};
const envFor = (use: Resource) => {
  const kind = use.split(':')[0]!;
  const variables = ENV_FOR[kind];
  if (!variables) throw new Error(`No environment known for ${use}`);
  return variables;
};

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

describe('HTTP API', () => {
  let dev: Synthesized;
  const resources = (type: string) => resourcesOf(dev.template, type);

  /** The API route resource for a route of the table. */
  const apiRoute = (route: RouteDef) => {
    const found = Object.values(resources('AWS::ApiGatewayV2::Route')).find(
      (r) => r.Properties.RouteKey === routeKey(route),
    );
    if (!found) throw new Error(`No API route for ${routeKey(route)}`);
    return found.Properties;
  };

  /** Logical id of the Lambda a route integrates with. */
  const functionIdOf = (route: RouteDef) => {
    const target = apiRoute(route).Target as { 'Fn::Join': [string, unknown[]] };
    const integration = resources('AWS::ApiGatewayV2::Integration')[referencedId(target['Fn::Join'][1][1])];
    return referencedId(integration?.Properties.IntegrationUri);
  };

  const functionOf = (route: RouteDef) => {
    const fn = resources('AWS::Lambda::Function')[functionIdOf(route)];
    if (!fn) throw new Error(`No function for ${route.id}`);
    return fn.Properties;
  };

  /** Every policy statement attached to a route function's role. */
  const statementsOf = (route: RouteDef): Statement[] => {
    const roleId = referencedId(functionOf(route).Role);
    const inline = (resources('AWS::IAM::Role')[roleId]!.Properties.Policies ?? []) as Array<{
      PolicyDocument: { Statement: Statement[] };
    }>;
    return [
      ...Object.values(resources('AWS::IAM::Policy'))
        .filter((p) => (p.Properties.Roles as unknown[]).some((r) => referencedId(r) === roleId))
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
      ...inline.flatMap((p) => p.PolicyDocument.Statement),
    ];
  };
  const actionsOf = (route: RouteDef) => statementsOf(route).flatMap((s) => [s.Action].flat());

  const byId = (id: string) => {
    const route = ROUTES.find((r) => r.id === id);
    if (!route) throw new Error(`Route ${id} is not in lambdas/contract/routes.ts`);
    return route;
  };

  beforeAll(() => {
    dev = synth('dev');
  });

  it('has exactly the routes of lambdas/contract/routes.ts', () => {
    const synthesized = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(new Set(synthesized)).toEqual(new Set(ROUTES.map(routeKey)));
    expect(synthesized).toHaveLength(ROUTES.length);
  });

  it('puts the Cognito JWT authorizer on user and admin routes and none on public and optional ones', () => {
    const authorizers = Object.entries(resources('AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    const [authorizerId] = authorizers[0]!;

    for (const route of ROUTES) {
      const props = apiRoute(route);
      if (route.auth === 'user' || route.auth === 'admin') {
        expect(props.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(referencedId(props.AuthorizerId), routeKey(route)).toBe(authorizerId);
      } else {
        expect(props.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(props.AuthorizerId, routeKey(route)).toBeUndefined();
      }
    }
  });

  it('trusts only tokens issued by the pool for the SPA client', () => {
    const [authorizer] = Object.values(resources('AWS::ApiGatewayV2::Authorizer'));
    const poolId = Object.keys(resources('AWS::Cognito::UserPool'))[0];
    const clientId = Object.keys(resources('AWS::Cognito::UserPoolClient'))[0];
    expect(authorizer?.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const jwt = authorizer?.Properties.JwtConfiguration as { Issuer: unknown; Audience: unknown[] };
    expect(flatten(jwt.Issuer)).toBe(`https://cognito-idp.eu-west-2.amazonaws.com/<${poolId}>`);
    expect(jwt.Audience.map(referencedId)).toEqual([clientId]);
  });

  it('gives every route its own Node.js ARM64 function, named after the route id', () => {
    const functionIds = ROUTES.map(functionIdOf);
    expect(new Set(functionIds).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(functionOf(route), route.id).toMatchObject({
        FunctionName: `nanny-marketplace-dev-${route.id}`,
        Runtime: RUNTIME.name,
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: route.uses.includes('stripe') ? 15 : 10,
      });
    }
    expect(RUNTIME.name).toBe('nodejs24.x');
  });

  it('gives each function the environment its route uses, and nothing more', () => {
    for (const route of ROUTES) {
      const variables = (functionOf(route).Environment as { Variables: Record<string, unknown> }).Variables;
      const expected = new Set([...BASE_ENV, ...route.uses.flatMap(envFor)]);
      expect(new Set(Object.keys(variables)), route.id).toEqual(expected);
      expect(variables.STAGE).toBe('dev');
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('lets the Stripe webhook read the Stripe secret, and only the link routes read the signing key', () => {
    const secretIds = Object.keys(resources('AWS::SecretsManager::Secret'));
    const stripeId = secretIds.find((id) => id.startsWith('PaymentsStripeSecret'));
    const signingId = secretIds.find((id) => id.startsWith('EmailLinkSigningSecret'));
    const secretsReadBy = (routeId: string) =>
      statementsOf(byId(routeId))
        .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((s) => referencedId(s.Resource));
    expect(secretsReadBy('webhooksStripe')).toEqual([stripeId]);
    expect(secretsReadBy('communitySubscribe')).toEqual([signingId]);
    expect(secretsReadBy('communityUnsubscribeLink')).toEqual([signingId]);
    expect(secretsReadBy('communityUnsubscribe')).toEqual([]);
  });

  it('keeps /health away from the table', () => {
    const tableId = Object.keys(resources('AWS::DynamoDB::Table'))[0]!;
    const health = byId('systemHealth');
    expect(actionsOf(health).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    expect(JSON.stringify(statementsOf(health))).not.toContain(tableId);
    expect(functionOf(health).Environment).not.toHaveProperty('Variables.TABLE_NAME');
  });

  it('throttles the api stage per stage and writes access logs', () => {
    const prod = synth('prod');
    for (const { template, config } of [dev, prod]) {
      const stages = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'));
      expect(stages).toHaveLength(1);
      expect(stages[0]?.Properties).toMatchObject({
        // The distribution passes /api/* as it is; API Gateway matches routes after the stage's name.
        StageName: API_BASE_PATH.slice(1),
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: config.throttle.rateLimit,
          ThrottlingBurstLimit: config.throttle.burstLimit,
        },
        AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
      });
    }
    expect(prod.config.throttle).not.toEqual(dev.config.throttle);
  });

  it('answers no CORS: the SPA calls the API on its own origin, under the stage /api', () => {
    const [api] = Object.values(resources('AWS::ApiGatewayV2::Api'));
    expect(api?.Properties).not.toHaveProperty('CorsConfiguration');
  });
});
