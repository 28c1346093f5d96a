import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Annotations,
  AssetHashType,
  DefaultStackSynthesizer,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  LambdaEdgeEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { experimental } from 'aws-cdk-lib/aws-cloudfront';
import { EDGE_RUNTIME, notFoundCode, type EdgeStack } from './edge.ts';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { resourceName, type StageConfig } from './config.ts';
import { acknowledge, arnToken, iam4Policy, iam5Action, iam5Resource } from './nag.ts';
import { LOGOS_PREFIX } from '../lambdas/contract/uploads-constants.ts';
import { FRONTEND_DIR, ROOT } from './paths.ts';
import { PRIVATE_BUCKET } from './storage.ts';
import { APP_PATHS, LIST_PAGES, RENDERED_PATHS, siteObjectPath } from '../lambdas/contract/site-paths.ts';
import { API_BASE_PATH, ORIGIN_VERIFY_HEADER } from '../lambdas/contract/route-address.ts';
import { robotsTxt } from '../lambdas/contract/sitemap.ts';

/**
 * robots.txt naming the sitemap at the site's address, which is known only once the distribution exists
 * (a deploy-time value): drawn for a stand-in origin, which is then replaced by the real one.
 */
function deployedRobotsTxt(siteOrigin: string): string {
  const standIn = 'https://site-origin.invalid';
  return robotsTxt(standIn).split(standIn).join(siteOrigin);
}

/**
 * The CloudFront Function's code: `siteObjectPath` itself, as JavaScript, with the site's page lists,
 * rewriting each viewer request's address to the file it reads.
 */
export function siteRoutingCode(): string {
  return [
    `var siteObjectPath = ${siteObjectPath.toString()};`,
    `var PAGES = ${JSON.stringify(RENDERED_PATHS)};`,
    `var APP_PATHS = ${JSON.stringify(APP_PATHS)};`,
    `var LISTS = ${JSON.stringify(LIST_PAGES)};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var hasQuery = Object.keys(request.querystring || {}).length > 0;',
    '  request.uri = siteObjectPath(request.uri, PAGES, APP_PATHS, LISTS, hasQuery);',
    '  return request;',
    '}',
  ].join('\n');
}

/** The SPA's runtime settings, served as /config.json (see frontend/src/config.ts). */
export interface RuntimeConfig {
  readonly stage: string;
  readonly region: string;
  readonly apiUrl: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  readonly supportEmail: string;
}

export interface WebProps {
  readonly config: StageConfig;
  readonly logsBucket: IBucket;
  /**
   * The uploads bucket's name: the distribution serves its public logo copies at /logos/*. Named rather
   * than passed as the bucket, so the distribution does not depend on it (Storage.allowLogoReadsBy).
   */
  readonly uploadsBucketName: string;
  /** The HTTP API's domain: the origin of `/api/*`, whose stage is named after the path (lib/api.ts). */
  readonly apiDomainName: string;
  /** What the distribution sends the API with every request, so the API knows it came this way. */
  readonly apiOriginVerify: string;
  /** The stage's web application firewall (lib/edge.ts, us-east-1). */
  readonly webAclArn: string;
  /** The stage's edge stack (us-east-1), where the not-found edge function goes. */
  readonly edge: EdgeStack;
  /** Origins the SPA calls with fetch (CSP connect-src), besides its own. */
  readonly connectSources: string[];
  /** Origins the SPA shows images from (CSP img-src), besides its own, data: and blob:. */
  readonly imageSources: string[];
  readonly runtimeConfig: RuntimeConfig;
}

/** Content-Security-Policy of the SPA: only its own scripts, no framing, payments only to Stripe Checkout. */
export function contentSecurityPolicy(connectSources: string[], imageSources: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and Radix set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageSources].join(' '),
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "object-src 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The SPA: a private bucket behind CloudFront (Origin Access Control), security headers on every
 * response, deep links answered with index.html, agencies' public logos at /logos/* from the uploads
 * bucket, and a deployment that builds the SPA with Vite during
 * synthesis and writes /config.json for this stage.
 */
export class Web extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<custom domain or CloudFront domain>`. */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config, logsBucket } = props;

    // Holds only build output, rebuilt on every deploy, so it never needs keeping.
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...PRIVATE_BUCKET,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'site/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Nanny Marketplace ${config.stage}: CSP, HSTS and other security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.connectSources, props.imageSources),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const notFound = new experimental.EdgeFunction(this, 'NotFound', {
      // In the stage's edge stack (us-east-1), which CloudFront requires.
      stackId: props.edge.node.id,
      functionName: resourceName(config, 'not-found'),
      description: 'Answers a missing site file with the 404 page and HTTP 404 (origin response)',
      code: notFoundCode(),
      handler: 'index.handler',
      runtime: EDGE_RUNTIME,
      memorySize: 128,
      timeout: Duration.seconds(5),
      role: props.edge.notFoundRole,
    });
    acknowledge(
      props.edge.node.findChild('NotFound'),
      'Lambda@Edge takes only the runtimes it lists, of which Node.js 22 is the newest.',
      'AwsSolutions-L1',
    );
    const answerMissingWith404 = [
      { functionVersion: notFound, eventType: LambdaEdgeEventType.ORIGIN_RESPONSE },
    ];
    const domain = config.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: this.api(props.apiDomainName, props.apiOriginVerify, headers),
        [`/${LOGOS_PREFIX}*`]: {
          ...this.publicLogos(props.uploadsBucketName, headers),
          edgeLambdas: answerMissingWith404,
        },
      },
      comment: `Nanny Marketplace ${config.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: this.siteRouting(config) },
        ],
        // Each address is mapped to its file by the site's paths (siteRouting); an address that names
        // no file (S3 answers 403, having no ListBucket, or 404) is answered with the 404 page and HTTP
        // 404 by the edge function. Not the distribution's error pages: those apply to every
        // behaviour, and would replace the API's own JSON 403s and 404s with the site's page.
        edgeLambdas: answerMissingWith404,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Edge locations in Europe and North America: the audience is in the UK.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      // The TLS policy only applies to a certificate of our own (see the CFR4 acknowledgement).
      ...(domain && {
        domainNames: [domain.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
    });
    this.siteOrigin = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;

    this.deploy(props.runtimeConfig);
    this.acknowledgeDistributionFindings(config);
  }

  /**
   * The site's addresses mapped to the files of its bucket (`/jobs/x` → `/jobs/x.html`, an app page →
   * `/_app.html`), by the very function the local site server runs (lambdas/contract/site-paths.ts).
   */
  private siteRouting(config: StageConfig): CloudFrontFunction {
    return new CloudFrontFunction(this, 'SiteRouting', {
      comment: `Nanny Marketplace ${config.stage}: addresses to the site's files`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRoutingCode()),
    });
  }

  /**
   * The API at `/api/*`: every method, nothing cached, every viewer header (the Authorization header,
   * If-None-Match for an open thread's 304s) and the query string passed on, except Host (API Gateway
   * answers only to its own). HTTPS only, TLS 1.2. The API's stage is named `api`, so paths pass as they
   * are. The site's security headers go on its answers too.
   */
  private api(apiDomainName: string, originVerify: string, headers: ResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: new HttpOrigin(apiDomainName, {
        // Every function refuses a request without it (lambdas/platform/http.ts): the API's own address
        // does not go round the firewall.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify },
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // API Gateway's integration timeout is 30 s; CloudFront waits as long before giving up.
        readTimeout: Duration.seconds(30),
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header but Host, and CloudFront's own viewer headers, the viewer's address among
      // them (CloudFront-Viewer-Address): API Gateway sees the distribution's.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
  }

  /**
   * Agencies' public logos (logos/<agencyId>/<hash>.<ext>, contract/logo-keys.ts) straight from the
   * uploads bucket through Origin Access Control: GET and HEAD only, cached as CloudFront's optimized
   * policy caches (each object is immutable and says so in its Cache-Control), compressed, with the
   * site's headers. The bucket is referenced by name, so the origin cannot change its policy: Storage
   * grants this distribution `logos/*` alone (allowLogoReadsBy), never the private files.
   */
  private publicLogos(uploadsBucketName: string, headers: ResponseHeadersPolicy): BehaviorOptions {
    const uploads = Bucket.fromBucketAttributes(this, 'Uploads', {
      bucketName: uploadsBucketName,
      region: Stack.of(this).region,
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'Storage.allowLogoReadsBy grants the distribution logos/* of the uploads bucket, and nothing more.',
    );
    return {
      origin: S3BucketOrigin.withOriginAccessControl(uploads),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      compress: true,
    };
  }

  /**
   * Two deployments from one Vite build: hashed files under assets/ are immutable and kept after later
   * deploys (open tabs may still load old chunks); everything else (index.html, config.json, public/
   * files) must be revalidated on every load so a deploy or a config change shows at once.
   */
  private deploy(runtimeConfig: RuntimeConfig): void {
    const spa = Source.asset(FRONTEND_DIR, {
      // The build also reads files outside frontend/ (lambdas/contract, dependencies): hash its output.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Required by the API but unused: tryBundle always builds locally (the SPA needs the whole repo).
        image: DockerImage.fromRegistry('node:22'),
        local: {
          tryBundle(outputDir: string): boolean {
            // The SPA with its public pages rendered to HTML (frontend/build-site.ts).
            const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-renderer-'));
            execSync(
              `node --import tsx frontend/build-site.ts --out-dir ${JSON.stringify(outputDir)} --ssr-dir ${JSON.stringify(ssrDir)}`,
              { cwd: ROOT, stdio: 'inherit' },
            );
            fs.rmSync(ssrDir, { recursive: true, force: true });
            return true;
          },
        },
      },
    });

    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [spa],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        spa,
        Source.jsonData('config.json', runtimeConfig),
        Source.data('robots.txt', deployedRobotsTxt(this.siteOrigin)),
      ],
      destinationBucket: this.siteBucket,
      // The pages the site pages function writes (lib/site-pages.ts) are neither replaced nor pruned.
      exclude: ['assets/*', 'jobs/*', 'sitemap.xml'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // index.html must never point at chunks that are not uploaded yet.
    entry.node.addDependency(assets);

    this.acknowledgeDeploymentHandler(assets.handlerRole);
  }

  /** The deployment's handler is a CDK-managed singleton Lambda shared by both deployments. */
  private acknowledgeDeploymentHandler(role: IRole): void {
    const handler = role.node.scope;
    if (!handler) return;
    acknowledge(
      handler,
      'CDK-managed BucketDeployment handler: CDK chooses its runtime and its basic execution role.',
      'AwsSolutions-L1',
      iam4Policy('service-role/AWSLambdaBasicExecutionRole'),
    );
    // The CDK asset bucket as the synthesizer names it: the account is literal once the CLI knows it.
    const stack = Stack.of(this);
    const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const assetBucket = `cdk-${qualifier}-assets-${account}-${stack.region}`;
    acknowledge(
      handler,
      "CDK's BucketDeployment grants: read the build from the CDK asset bucket and replace objects in the " +
        'site bucket; the object wildcards stay inside those two buckets.',
      iam5Action('s3:GetObject*'),
      iam5Action('s3:GetBucket*'),
      iam5Action('s3:List*'),
      iam5Action('s3:DeleteObject*'),
      iam5Action('s3:Abort*'),
      iam5Resource(`${arnToken(this.siteBucket)}/*`),
      iam5Resource(`arn:<AWS::Partition>:s3:::${assetBucket}/*`),
    );
    acknowledge(
      handler,
      "CDK's BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on * so it can invalidate " +
        'the site distribution after each deploy; invalidating is harmless and touches no data.',
      iam5Resource('*'),
    );
  }

  private acknowledgeDistributionFindings(config: StageConfig): void {
    acknowledge(
      this.distribution,
      'A UK marketplace, but reachable worldwide on purpose: UK families and nannies travel or relocate, ' +
        'and sign-up is not limited by country.',
      'AwsSolutions-CFR1',
    );
    if (!config.customDomain) {
      acknowledge(
        this.distribution,
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy ' +
          'is fixed by AWS; TLSv1.2_2021 is set as soon as -c domainName/certificateArn give a certificate of our own.',
        'AwsSolutions-CFR4',
      );
    }
  }
}
