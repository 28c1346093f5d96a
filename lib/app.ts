import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { APP_NAME, loadStageConfig, type StageConfig } from './config.ts';
import { EdgeStack } from './edge.ts';
import { MarketplaceStack } from './stack.ts';

export interface BuildAppOptions {
  /** Shorthand for `context.stage`. */
  readonly stage?: string;
  /** Context values, as `-c key=value` would give (tests pass `aws:cdk:bundling-stacks: []` here). */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  /** Target account; defaults to the CLI's (CDK_DEFAULT_ACCOUNT), unset keeps the template account-agnostic. */
  readonly account?: string;
  /**
   * CDK's built-in CloudFormation template check (default on). It adds 15-30 s per synthesis on this
   * machine and checks CDK's own output, so the infra tests turn it off; `cdk synth` keeps it.
   */
  readonly builtinCloudFormationValidation?: boolean;
}

export interface BuiltApp {
  readonly app: App;
  readonly stack: MarketplaceStack;
  /** The stage's firewall and edge function, in us-east-1 as CloudFront requires. */
  readonly edge: EdgeStack;
  readonly config: StageConfig;
}

export const stackId = (config: Pick<StageConfig, 'stage'>) => `NannyMarketplace-${config.stage}`;
export const edgeStackId = (config: Pick<StageConfig, 'stage'>) => `NannyMarketplace-${config.stage}-edge`;

/**
 * The CDK app for one stage, with the cdk-nag AwsSolutions pack registered as a validation plugin:
 * any unacknowledged error fails synthesis. bin/app.ts and the infra tests both build the app here.
 */
export function buildApp(options: BuildAppOptions = {}): BuiltApp {
  const app = new App({
    outdir: options.outdir,
    builtinCloudFormationValidation: options.builtinCloudFormationValidation,
    context: { ...options.context, ...(options.stage !== undefined && { stage: options.stage }) },
  });
  const config = loadStageConfig(
    (key) => app.node.tryGetContext(key),
    options.account ?? process.env.CDK_DEFAULT_ACCOUNT,
  );
  // Deployed first (`cdk deploy --all` follows the dependency): the stage's stack reads its outputs.
  const edge = new EdgeStack(app, edgeStackId(config), { config });
  const stack = new MarketplaceStack(app, stackId(config), { config, edge });
  for (const s of [edge, stack]) {
    Tags.of(s).add('project', APP_NAME);
    Tags.of(s).add('stage', config.stage);
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge, config };
}
