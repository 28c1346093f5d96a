import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { handlerFile, type Resource, type RouteDef } from '../lambdas/contract/routes.ts';
import { resourceName, type StageConfig } from './config.ts';
import { ESBUILD_TARGET, ESM_REQUIRE_BANNER, unreachedSdkModules } from './bundling.ts';
import { LAMBDAS_DIR, LOCK_FILE, ROOT } from './paths.ts';

/** Newest Node.js LTS that Lambda and this CDK version know (cdk-nag L1 asks for the latest). */
export const RUNTIME = Runtime.NODEJS_24_X;

export interface ProductFunctionProps {
  readonly config: StageConfig;
  /** Short name, made unique per stage; names the function and its log group. */
  readonly name: string;
  readonly description: string;
  /** Handler module, relative to lambdas/; it exports `handler`. */
  readonly handler: string;
  /** The AWS resources it uses; they decide which SDK modules its bundle may leave out. */
  readonly uses: readonly Resource[];
  readonly environment: Record<string, string>;
  readonly timeout?: Duration;
  /** MB; 512 unless set (a function that builds files in memory wants more). */
  readonly memorySize?: number;
  /** Shell commands that add files to the bundle once esbuild has written it (given its folder). */
  readonly afterBundling?: (outputDir: string) => string[];
  /** At most this many instances at once (unset: as many as the account allows). */
  readonly reservedConcurrency?: number;
}

/**
 * A Lambda of the product: its handler bundled by esbuild as minified ESM with source maps, its own
 * log group with a retention, and its own role that may only write to that log group until the caller
 * grants more.
 */
export class ProductFunction extends Construct {
  readonly function: NodejsFunction;
  /** The function's physical name, known at synthesis (alarms and dashboards name it without a token). */
  readonly functionName: string;
  /** Its reserved concurrency, when capped: such a function is throttled by design when it is busy. */
  readonly reservedConcurrency?: number;
  /** The role's own policy: what `allow` grants lands here. */
  private readonly access: PolicyDocument;

  constructor(scope: Construct, id: string, props: ProductFunctionProps) {
    super(scope, id);
    const { config } = props;
    const functionName = resourceName(config, props.name);
    this.functionName = functionName;
    this.reservedConcurrency = props.reservedConcurrency;

    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });

    // A role of our own instead of the default one, which carries the AWSLambdaBasicExecutionRole
    // managed policy (logs:* on every log group). Its grants are an inline policy of the role, not a
    // policy resource beside it: a stack holds at most 500 resources, and there is a function per route.
    this.access = new PolicyDocument({
      statements: [
        new PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      ],
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${functionName}: ${props.description}`,
      inlinePolicies: { access: this.access },
    });

    this.function = new NodejsFunction(this, 'Function', {
      functionName,
      description: props.description,
      entry: path.join(LAMBDAS_DIR, props.handler),
      handler: 'handler',
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      projectRoot: ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: config.logLevel,
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: ESBUILD_TARGET,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Ship the exact AWS SDK versions the lockfile pins instead of whatever the runtime carries,
        // less the SDK modules this function never reaches.
        bundleAwsSDK: true,
        externalModules: unreachedSdkModules(props.uses),
        ...(props.afterBundling && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => props.afterBundling!(outputDir),
          },
        }),
      },
      ...(props.reservedConcurrency !== undefined && {
        reservedConcurrentExecutions: props.reservedConcurrency,
      }),
    });
  }

  /** Grants the function these statements, in its role's own policy. */
  allow(statements: readonly PolicyStatement[]): void {
    this.access.addStatements(...statements);
  }
}

export interface RouteFunctionProps {
  readonly config: StageConfig;
  readonly route: RouteDef;
  /** Variables on top of NODE_OPTIONS; the API decides them from the route's `uses`. */
  readonly environment: Record<string, string>;
}

/** One route's Lambda. */
export class RouteFunction extends ProductFunction {
  constructor(scope: Construct, id: string, { config, route, environment }: RouteFunctionProps) {
    super(scope, id, {
      config,
      name: route.id,
      description: `${route.method} ${route.path}`,
      handler: handlerFile(route.id),
      uses: route.uses,
      environment,
      // Routes that call Stripe wait on a third party over the internet; give them more room.
      timeout: Duration.seconds(route.uses.includes('stripe') ? 15 : 10),
    });
  }
}
