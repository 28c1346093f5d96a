import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { buildApp, type BuiltApp } from '../../lib/app.ts';
import type { StageName } from '../../lib/config.ts';

/**
 * Synthesizes a stage the way `cdk synth` does (same buildApp, cdk-nag plugin included) but without
 * running esbuild or the Vite build: an empty `aws:cdk:bundling-stacks` tells every asset with
 * bundling (NodejsFunction and the SPA's local tryBundle) to stage its source unbundled. CDK's
 * built-in CloudFormation check is off: it costs 15-30 s per synthesis and tests CDK, not us.
 */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] } as const;

/** One plugin's part of the validation report CDK writes next to the templates. */
export interface PluginReport {
  readonly pluginName: string;
  readonly conclusion: 'success' | 'failure';
  readonly violations?: readonly {
    readonly ruleName: string;
    readonly severity: string;
    readonly description: string;
    readonly violatingConstructs: readonly { readonly constructPath: string }[];
  }[];
}

/** One CloudFormation template of the stage: the stack's own or a nested stack's. */
export interface StackTemplate {
  /** The stack's construct path, e.g. `NannyMarketplace-dev/Api/meRoutes`. */
  readonly path: string;
  readonly stack: Stack;
  readonly template: Template;
}

export interface Synthesized extends BuiltApp {
  /**
   * Every resource of the stage, the nested stacks' included, as one template (see mergedView):
   * what a test finds here is deployed, whichever stack holds it.
   */
  readonly template: Template;
  /** Each template as synthesized, the stage's stack first, then its nested stacks (parents first). */
  readonly templates: readonly StackTemplate[];
  readonly assemblyDir: string;
  /**
   * What the validation plugins reported, as `cdk synth` shows it; CDK writes the report only when a
   * plugin ran, so with its built-in check off, undefined means cdk-nag was not registered. A plugin
   * with nothing to say (no finding, nothing acknowledged) does not appear in the list.
   */
  readonly pluginReports: readonly PluginReport[] | undefined;
}

const cache = new Map<string, Synthesized>();

/**
 * Synthesizes once per stage, context and account in a test worker; synthesis throws on any cdk-nag
 * finding. The account stays unset (as without credentials) unless given.
 */
export function synth(
  stage: StageName,
  context: Record<string, unknown> = {},
  account?: string,
): Synthesized {
  const key = JSON.stringify([stage, context, account]);
  const cached = cache.get(key);
  if (cached) return cached;

  const built = buildApp({
    stage,
    // '' rather than undefined, so a CDK_DEFAULT_ACCOUNT in the caller's shell does not leak in.
    account: account ?? '',
    context: { ...SKIP_BUNDLING, ...context },
    builtinCloudFormationValidation: false,
  });
  const assembly = built.app.synth();
  const reportFile = path.join(assembly.directory, VALIDATION_REPORT_FILE);
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { pluginReports: PluginReport[] })
    : undefined;
  const templates = stackTemplates(built.stack);
  const result: Synthesized = {
    ...built,
    template: mergedView(templates),
    templates,
    assemblyDir: assembly.directory,
    pluginReports: report?.pluginReports,
  };
  cache.set(key, result);
  return result;
}

/** The stack's template and every nested stack's below it, parents before their children. */
export function stackTemplates(stack: Stack): StackTemplate[] {
  const nested = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
    .sort((a, b) => a.node.scopes.length - b.node.scopes.length);
  // Template.fromStack checks each template for dependency cycles.
  return [stack, ...nested].map((s) => ({ path: s.node.path, stack: s, template: Template.fromStack(s) }));
}

interface TemplateJson {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[] }>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
}

/** `value` with every `{ Ref }` to a key of `values` and every `Fn::GetAtt` of `outputs` replaced. */
function substitute(
  value: unknown,
  values: Record<string, unknown>,
  outputs: Record<string, Record<string, unknown>> = {},
): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, values, outputs));
  if (value === null || typeof value !== 'object') return value;
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  if (typeof v.Ref === 'string' && v.Ref in values) return structuredClone(values[v.Ref]);
  const getAtt = v['Fn::GetAtt'];
  if (getAtt && getAtt[0] in outputs && getAtt[1].startsWith('Outputs.')) {
    const output = getAtt[1].slice('Outputs.'.length);
    if (!(output in outputs[getAtt[0]]!)) throw new Error(`No output ${output} of ${getAtt[0]}`);
    return structuredClone(outputs[getAtt[0]]![output]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, substitute(x, values, outputs)]));
}

/**
 * The stage's templates as one: each nested stack's resources join its parent's, their parameters
 * replaced by what the parent passes (so a nested role's grant on `{ Ref: referenceto…TableArn }`
 * reads `{ 'Fn::GetAtt': [<table>, 'Arn'] }`, as if in one stack), the parent's reads of nested
 * outputs replaced by their values, and a dependency on a nested stack spelled out as one on each of
 * its resources (CloudFormation finishes a nested stack before anything that waits for it). The
 * parameters and outputs are the stage stack's own. Logical ids are unique within a template only:
 * a clash between two templates fails here rather than hiding a resource.
 */
export function mergedView(templates: readonly StackTemplate[]): Template {
  const [root, ...nested] = templates;
  if (!root) throw new Error('No templates');
  const merged = structuredClone(root.template.toJSON()) as TemplateJson;
  const nestedResources = new Map<string, string[]>();
  for (const { stack, path, template } of nested) {
    const nestedStack = stack as NestedStack;
    const parent = nestedStack.nestedStackParent!;
    const resourceId = parent.getLogicalId(nestedStack.nestedStackResource!);
    const resource = merged.Resources[resourceId];
    if (resource?.Type !== 'AWS::CloudFormation::Stack') throw new Error(`No stack resource for ${path}`);
    const json = template.toJSON() as TemplateJson;
    const parameters = (resource.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const declared = Object.keys(json.Parameters ?? {});
    const unpassed = declared.filter((p) => !(p in parameters));
    if (unpassed.length) throw new Error(`${path}: parameters ${unpassed.join(', ')} are not passed`);
    const outputs = Object.fromEntries(
      Object.entries(json.Outputs ?? {}).map(([id, o]) => [id, substitute(o.Value, parameters)]),
    );
    for (const [id, r] of Object.entries(json.Resources)) {
      if (id in merged.Resources) throw new Error(`${path}: logical id ${id} is taken in another template`);
      merged.Resources[id] = substitute(r, parameters) as TemplateJson['Resources'][string];
    }
    nestedResources.set(resourceId, Object.keys(json.Resources));
    for (const [id, r] of Object.entries(merged.Resources))
      merged.Resources[id] = substitute(r, {}, { [resourceId]: outputs }) as typeof r;
    if (merged.Outputs) merged.Outputs = substitute(merged.Outputs, {}, { [resourceId]: outputs }) as never;
  }
  // Nested stacks inside nested stacks: spell out the innermost first.
  const expand = (ids: readonly string[]): string[] =>
    ids.flatMap((id) => [id, ...expand(nestedResources.get(id) ?? [])]);
  for (const resource of Object.values(merged.Resources))
    if (resource.DependsOn) resource.DependsOn = [...new Set(expand([resource.DependsOn].flat()))];
  return Template.fromJSON(merged);
}

export interface TemplateResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}
type Resources = Record<string, TemplateResource>;

/** Resources of one type, by logical id. */
export const resourcesOf = (template: Template, type: string) => template.findResources(type) as Resources;

/** The logical id inside `{ Ref: id }` or `{ 'Fn::GetAtt': [id, attr] }`. */
export function referencedId(value: unknown): string {
  const ref = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  const id = ref.Ref ?? ref['Fn::GetAtt']?.[0];
  if (!id) throw new Error(`Not a reference: ${JSON.stringify(value)}`);
  return id;
}

/** Renders a template value as text: `Fn::Join` joined, `{ Ref: X }` as `<X>`, `Fn::GetAtt` as `<X.Attr>`. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string]; 'Fn::Join'?: [string, unknown[]] };
  if (v.Ref) return `<${v.Ref}>`;
  if (v['Fn::GetAtt']) return `<${v['Fn::GetAtt'].join('.')}>`;
  if (v['Fn::Join']) return v['Fn::Join'][1].map(flatten).join(v['Fn::Join'][0]);
  throw new Error(`Cannot flatten ${JSON.stringify(value)}`);
}
