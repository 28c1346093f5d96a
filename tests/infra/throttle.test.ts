import { describe, expect, it } from 'vitest';
import { routeList, type RouteDef, type ThrottleClass } from '../../lambdas/contract/routes.ts';
import { referencedId, resourcesOf, synth } from './synth.ts';

const ROUTES = routeList as readonly RouteDef[];
const routeKey = (r: RouteDef) => `${r.method} ${r.path}`;
const OPEN = (r: RouteDef) => r.auth === 'public' || r.auth === 'optional';
/** The classes an open route may have: none of them is the webhook's or the payment routes'. */
const OPEN_CLASSES: ThrottleClass[] = ['browse', 'lookup', 'publicWrite'];

describe.each(['dev', 'prod'] as const)('route throttles (%s)', (stageName) => {
  const { template, config } = synth(stageName);
  const [stageId, stage] = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'))[0]!;
  const settings = stage.Properties.RouteSettings as Record<
    string,
    { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
  >;

  it('gives every route of the table its own settings, with its class’s numbers', () => {
    expect(Object.keys(settings).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const route of ROUTES) {
      const { rateLimit, burstLimit } = config.routeThrottles[route.throttle];
      expect(settings[routeKey(route)], route.id).toEqual({
        ThrottlingRateLimit: rateLimit,
        ThrottlingBurstLimit: burstLimit,
      });
    }
    // The stage default stays, for any route that has no settings of its own.
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: config.throttle.rateLimit,
      ThrottlingBurstLimit: config.throttle.burstLimit,
    });
  });

  it('names only routes that exist by the time the stage is deployed', () => {
    const synthesized = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
    expect(new Set(synthesized.map(([, r]) => r.Properties.RouteKey))).toEqual(
      new Set(Object.keys(settings)),
    );
    const dependsOn = (stage as { DependsOn?: string[] }).DependsOn ?? [];
    for (const [routeId] of synthesized)
      expect(dependsOn, `${stageId} waits for ${routeId}`).toContain(routeId);
    for (const [, route] of synthesized)
      expect(referencedId(route.Properties.ApiId)).toBe(referencedId(stage.Properties.ApiId));
  });

  it('keeps the webhook’s budget to the webhook, and open routes out of payment budgets', () => {
    const webhook = ROUTES.filter((r) => r.throttle === 'webhook');
    expect(webhook.map((r) => routeKey(r))).toEqual(['POST /webhooks/stripe']);
    for (const route of ROUTES.filter(OPEN).filter((r) => r.throttle !== 'webhook'))
      expect(OPEN_CLASSES, route.id).toContain(route.throttle);
    // Generous: no open route's bucket is larger or refills faster.
    const hook = config.routeThrottles.webhook;
    for (const name of OPEN_CLASSES) {
      expect(hook.rateLimit, name).toBeGreaterThanOrEqual(config.routeThrottles[name].rateLimit);
      expect(hook.burstLimit, name).toBeGreaterThanOrEqual(config.routeThrottles[name].burstLimit);
    }
  });

  it('caps promo-code lookups low: a tenth of the stage default or less', () => {
    const promo = ROUTES.find((r) => r.path === '/promo-codes/{code}')!;
    expect(promo.throttle).toBe('lookup');
    expect(settings['GET /promo-codes/{code}']!.ThrottlingRateLimit).toBeLessThanOrEqual(
      config.throttle.rateLimit / 10,
    );
  });

  it('keeps every bucket sane and all of them well inside the account’s regional quota', () => {
    for (const [name, { rateLimit, burstLimit }] of Object.entries(config.routeThrottles)) {
      expect(Number.isInteger(rateLimit) && rateLimit > 0, name).toBe(true);
      expect(Number.isInteger(burstLimit) && burstLimit >= rateLimit, name).toBe(true);
    }
    const total = Object.values(settings).reduce((sum, s) => sum + s.ThrottlingRateLimit, 0);
    // API Gateway's default quota is 10,000 requests per second per account and region. Each route's
    // bucket is its own ceiling, so the sum only bounds the worst case of every route busy at once; a
    // quarter of the quota for prod (dev's classes are a fifth of prod's) leaves well over half of it
    // for the other stages in the account, with room for the routes still to come.
    expect(total).toBeLessThanOrEqual(2500);
  });
});
