import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

export interface Synthesized extends BuiltApp {
  readonly template: Template;
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
  const result: Synthesized = {
    ...built,
    template: Template.fromStack(built.stack),
    assemblyDir: assembly.directory,
    pluginReports: report?.pluginReports,
  };
  cache.set(key, result);
  return result;
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
