import { CfnOutput } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '../../lambdas/contract/routes.ts';
import { routeFolder } from '../../lib/api.ts';
import { buildApp } from '../../lib/app.ts';
import {
  mergedView,
  referencedId,
  resourcesOf,
  SKIP_BUNDLING,
  stackTemplates,
  synth,
  type StackTemplate,
} from './synth.ts';

const ROUTES = routeList as readonly RouteDef[];
const FOLDERS = [...new Set(ROUTES.map(routeFolder))];

/**
 * CloudFormation refuses a stack of more than 500 resources. Every route brings six (function, role,
 * log group, Lambda permission, integration, API route), so the routes live in nested stacks, one per
 * handler folder. The ceiling here is lower than the hard one, so that a folder growing by a dozen
 * routes fails a test long before it fails a deployment.
 */
const MOST_RESOURCES = 400;

const resourceCount = ({ template }: StackTemplate) => Object.keys(template.toJSON().Resources).length;

describe.each(['dev', 'prod'] as const)('stacks (%s)', (stage) => {
  const { templates, stack } = synth(stage);
  const [root, ...nested] = templates;
  const routeOf = new Map(ROUTES.map((r) => [`nanny-marketplace-${stage}-${r.id}`, r]));
  /** The routes whose functions a template holds. */
  const routesIn = ({ template }: StackTemplate) =>
    Object.values(resourcesOf(template, 'AWS::Lambda::Function')).flatMap(
      (fn) => routeOf.get(fn.Properties.FunctionName as string) ?? [],
    );

  it(`keeps every stack and nested stack at ${MOST_RESOURCES} resources or fewer`, () => {
    const counts = Object.fromEntries(templates.map((t) => [t.path, resourceCount(t)]));
    expect(templates.length).toBeGreaterThan(1);
    for (const [path, count] of Object.entries(counts))
      expect(count, `${path} holds ${count} resources`).toBeLessThanOrEqual(MOST_RESOURCES);
  });

  it('puts each handler folder’s route functions in a nested stack of their own', () => {
    expect(root?.stack).toBe(stack);
    expect(routesIn(root!)).toEqual([]);
    const byStack = Object.fromEntries(
      nested.map((t) => [t.path, routesIn(t).map((r) => r.id)] as const).filter(([, ids]) => ids.length),
    );
    expect(byStack).toEqual(
      Object.fromEntries(
        FOLDERS.map((folder) => [
          `${stack.node.path}/Api/${folder}Routes`,
          ROUTES.filter((r) => routeFolder(r) === folder).map((r) => r.id),
        ]),
      ),
    );
    for (const t of nested.filter((t) => routesIn(t).length)) {
      const folder = routeFolder(routesIn(t)[0]!);
      expect(t.stack.templateOptions.description, t.path).toContain(`lambdas/http/${folder}/`);
    }
  });

  it('keeps each route’s function, role, log group, permission, integration and route together', () => {
    for (const t of nested) {
      const ids = new Set(Object.keys(t.template.toJSON().Resources));
      const inHere = (value: unknown, what: string) => expect(ids.has(referencedId(value)), what).toBe(true);
      const functions = resourcesOf(t.template, 'AWS::Lambda::Function');
      for (const [id, fn] of Object.entries(functions)) {
        inHere(fn.Properties.Role, `${t.path}: role of ${id}`);
        inHere((fn.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup, `${t.path}: logs of ${id}`);
      }
      const permissions = Object.values(resourcesOf(t.template, 'AWS::Lambda::Permission'));
      const routes = Object.values(resourcesOf(t.template, 'AWS::ApiGatewayV2::Route'));
      const integrations = resourcesOf(t.template, 'AWS::ApiGatewayV2::Integration');
      expect(permissions.length, t.path).toBe(Object.keys(functions).length);
      expect(routes.length, t.path).toBe(Object.keys(functions).length);
      for (const p of permissions) inHere(p.Properties.FunctionName, `${t.path}: permission`);
      for (const r of routes) {
        const target = r.Properties.Target as { 'Fn::Join': [string, unknown[]] };
        const integration = integrations[referencedId(target['Fn::Join'][1][1])];
        expect(integration, `${t.path}: integration of ${r.Properties.RouteKey as string}`).toBeDefined();
        inHere(integration!.Properties.IntegrationUri, `${t.path}: function of ${r.Properties.RouteKey}`);
      }
    }
  });

  it('keeps the API, its stage, access logs and the one authorizer in the stage’s stack', () => {
    for (const type of [
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Stage',
      'AWS::ApiGatewayV2::Authorizer',
    ])
      for (const t of templates)
        expect(Object.keys(resourcesOf(t.template, type)), `${type} in ${t.path}`).toHaveLength(
          t === root ? 1 : 0,
        );
  });

  it('passes every cross-stack value as a resolved parameter', () => {
    for (const t of templates) {
      const text = JSON.stringify(t.template.toJSON());
      expect(text, t.path).not.toMatch(/\$\{Token\[|#\{Token\[/);
    }
    const stackResources = resourcesOf(root!.template, 'AWS::CloudFormation::Stack');
    expect(Object.keys(stackResources)).toHaveLength(nested.length);
    for (const [id, resource] of Object.entries(stackResources)) {
      const parameters = resource.Properties.Parameters as Record<string, unknown>;
      // Each parameter is a reference to a resource of the stage's stack, never a literal token.
      for (const [name, value] of Object.entries(parameters))
        expect(root!.template.toJSON().Resources, `${id}: ${name}`).toHaveProperty(referencedId(value));
    }
  });
});

describe('Api.functions', () => {
  it('gives constructs of the stage’s stack the route functions that live in nested stacks', () => {
    const { app, stack } = buildApp({
      stage: 'dev',
      account: '',
      context: SKIP_BUNDLING,
      builtinCloudFormationValidation: false,
    });
    // As an alarm or a dashboard of the stage's stack would name it.
    const health = stack.api.functions.get('systemHealth')!;
    new CfnOutput(stack, 'HealthFunctionName', { value: health.functionName });
    app.synth();
    const templates = stackTemplates(stack);
    const [root] = templates;
    // The nested stack hands the name up as an output of its own.
    const value = root!.template.findOutputs('HealthFunctionName').HealthFunctionName?.Value as {
      'Fn::GetAtt': [string, string];
    };
    expect(value['Fn::GetAtt'][1]).toMatch(/^Outputs\./);
    expect(resourcesOf(root!.template, 'AWS::CloudFormation::Stack')).toHaveProperty(value['Fn::GetAtt'][0]);
    const merged = mergedView(templates);
    const resolved = merged.findOutputs('HealthFunctionName').HealthFunctionName?.Value;
    expect(resourcesOf(merged, 'AWS::Lambda::Function')[referencedId(resolved)]?.Properties).toMatchObject({
      FunctionName: 'nanny-marketplace-dev-systemHealth',
    });
  });
});
