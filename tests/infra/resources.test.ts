import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP, CLIENT_WRITE_ATTRIBUTES, PASSWORD_POLICY } from '../../lambdas/contract/auth.ts';
import { stageTableName, TABLE } from '../../lambdas/data/table/table.ts';
import { FRONTEND_DIR, ROOT } from '../../lib/paths.ts';
import { siteRoutingCode } from '../../lib/web.ts';
import { flatten, referencedId, resourcesOf, synth, type Synthesized } from './synth.ts';

let dev: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

const only = (s: Synthesized, type: string) => {
  const found = Object.entries(resourcesOf(s.template, type));
  expect(found, type).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, ...resource };
};

describe('user pool', () => {
  it('runs the PreSignUp trigger, a function of its own, on every sign-up', () => {
    const trigger = (only(dev, 'AWS::Cognito::UserPool').Properties.LambdaConfig as { PreSignUp?: unknown })
      ?.PreSignUp;
    expect(trigger).toBeDefined();
    const fn = Object.entries(resourcesOf(dev.template, 'AWS::Lambda::Function')).find(([id]) =>
      JSON.stringify(trigger).includes(id),
    );
    expect(fn?.[1].Properties).toMatchObject({ FunctionName: 'nanny-marketplace-dev-pre-sign-up' });
  });

  it('signs users in by email, case-insensitively, after they verify it with a code', () => {
    expect(only(dev, 'AWS::Cognito::UserPool').Properties).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('requires email and full name, keeps user_type immutable and account_type changeable', () => {
    const schema = only(dev, 'AWS::Cognito::UserPool').Properties.Schema;
    expect(schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'email', Required: true }),
        expect.objectContaining({ Name: 'name', Required: true }),
        expect.objectContaining({ Name: 'user_type', AttributeDataType: 'String', Mutable: false }),
        expect.objectContaining({ Name: 'account_type', AttributeDataType: 'String', Mutable: true }),
      ]),
    );
  });

  it('enforces the shared password policy', () => {
    expect(only(dev, 'AWS::Cognito::UserPool').Properties.Policies).toMatchObject({
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        RequireLowercase: PASSWORD_POLICY.requireLowercase,
        RequireUppercase: PASSWORD_POLICY.requireUppercase,
        RequireNumbers: PASSWORD_POLICY.requireDigits,
        RequireSymbols: PASSWORD_POLICY.requireSymbols,
      },
    });
  });

  it('has the admin group', () => {
    const pool = only(dev, 'AWS::Cognito::UserPool');
    const group = only(dev, 'AWS::Cognito::UserPoolGroup');
    expect(group.Properties.GroupName).toBe(ADMIN_GROUP);
    expect(referencedId(group.Properties.UserPoolId)).toBe(pool.id);
  });

  it('gives the SPA a public client with SRP, password and refresh flows and no OAuth', () => {
    const client = only(dev, 'AWS::Cognito::UserPoolClient').Properties;
    expect(new Set(client.ExplicitAuthFlows as string[])).toEqual(
      new Set(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client).toMatchObject({
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
    });
    expect(client.WriteAttributes).toEqual(expect.arrayContaining(['custom:user_type', 'email', 'name']));
    expect(client.WriteAttributes).not.toContain('email_verified');
    expect(client.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:account_type', 'custom:user_type', 'email', 'email_verified', 'name']),
    );
    // Only the server changes an account's type, through its check (PUT /me/account-type).
    expect(client.WriteAttributes).not.toContain('custom:account_type');
    // The list the local pool's proxy enforces, no more.
    expect(new Set(client.WriteAttributes as string[])).toEqual(new Set(CLIENT_WRITE_ATTRIBUTES));
  });

  it('lets the client write every attribute the pool requires, as Cognito insists', () => {
    // Cognito refuses a client that cannot write a required attribute ("Invalid write attributes
    // specified while creating a client"), so the name cannot be taken from the client: the name rule is
    // held by the pool's triggers and PUT /me/name instead (lambdas/domain/names.ts).
    const pool = only(dev, 'AWS::Cognito::UserPool').Properties;
    const required = (pool.Schema as Array<{ Name: string; Required?: boolean }>)
      .filter((a) => a.Required)
      .map((a) => a.Name);
    expect(required.sort()).toEqual(['email', 'name']);
    const client = only(dev, 'AWS::Cognito::UserPoolClient').Properties;
    expect(client.WriteAttributes).toEqual(expect.arrayContaining(required));
  });

  it('is protected from deletion in prod only', () => {
    const prodPool = only(prod, 'AWS::Cognito::UserPool');
    expect(prodPool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(prodPool.DeletionPolicy).toBe('Retain');
    expect(only(dev, 'AWS::Cognito::UserPool').Properties.DeletionProtection).toBe('INACTIVE');
  });
});

describe('table', () => {
  it('follows lambdas/data/table/table.ts: keys, GSIs with all attributes, TTL', () => {
    const props = only(dev, 'AWS::DynamoDB::Table').Properties;
    expect(props).toMatchObject({
      TableName: stageTableName('dev'),
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
    expect(props.GlobalSecondaryIndexes).toEqual(
      TABLE.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('is retained and deletion-protected in prod, disposable in dev, with PITR in both', () => {
    const prodTable = only(prod, 'AWS::DynamoDB::Table');
    expect(prodTable.Properties).toMatchObject({
      TableName: stageTableName('prod'),
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(prodTable.DeletionPolicy).toBe('Retain');
    expect(prodTable.UpdateReplacePolicy).toBe('Retain');

    const devTable = only(dev, 'AWS::DynamoDB::Table');
    expect(devTable.Properties.DeletionProtectionEnabled).toBe(false);
    expect(devTable.DeletionPolicy).toBe('Delete');
  });
});

describe('uploads bucket', () => {
  const uploads = (s: Synthesized) => {
    const found = Object.entries(resourcesOf(s.template, 'AWS::S3::Bucket')).find(([, b]) =>
      flatten(b.Properties.BucketName ?? '').includes('-uploads-'),
    );
    if (!found) throw new Error('No uploads bucket');
    return { id: found[0], ...found[1] };
  };

  it('blocks all public access and refuses plain HTTP', () => {
    const bucket = uploads(dev);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    dev.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucket.id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('accepts browser uploads from the site only', () => {
    const distributionId = only(dev, 'AWS::CloudFront::Distribution').id;
    const [rule] = (uploads(dev).Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] })
      .CorsRules;
    expect(rule?.AllowedMethods).toEqual(['POST', 'GET']);
    expect((rule?.AllowedOrigins as unknown[]).map(flatten)).toEqual([
      `https://<${distributionId}.DomainName>`,
    ]);
  });

  it('is versioned and retained in prod only', () => {
    expect(uploads(prod).Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads(prod).DeletionPolicy).toBe('Retain');
    expect(uploads(dev).Properties.VersioningConfiguration).toBeUndefined();
  });
});

describe('web', () => {
  const headers = () => {
    const policy = only(dev, 'AWS::CloudFront::ResponseHeadersPolicy').Properties
      .ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    return {
      ...policy,
      csp: flatten(policy.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy),
    };
  };

  it('reads the private site bucket (and the public logos, tests/infra/public-logos.test.ts) through Origin Access Control', () => {
    const controls = resourcesOf(dev.template, 'AWS::CloudFront::OriginAccessControl');
    for (const oac of Object.values(controls))
      expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      });
    const config = only(dev, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
      DefaultCacheBehavior: { TargetOriginId: string };
    };
    // Every bucket origin is read through an access control of its own; none is public. The one other
    // origin is the API (tests/infra/edge.test.ts).
    const buckets = config.Origins.filter((o) => o.OriginAccessControlId);
    expect(buckets.map((o) => referencedId(o.OriginAccessControlId)).sort()).toEqual(
      Object.keys(controls).sort(),
    );
    expect(config.Origins).toHaveLength(buckets.length + 1);
    const site = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(flatten(site.DomainName)).toMatch(/^<WebSiteBucket\w+\.RegionalDomainName>$/);
  });

  it("maps addresses to the site's files, over HTTPS with TLS 1.2 or later", () => {
    const routing = only(dev, 'AWS::CloudFront::Function');
    expect(routing.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(routing.Properties.FunctionCode).toBe(siteRoutingCode());
    expect(only(dev, 'AWS::CloudFront::Distribution').Properties.DistributionConfig).toMatchObject({
      DefaultRootObject: 'index.html',
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https' },
      Logging: { Prefix: 'cloudfront/' },
    });
    const withDomain = synth('prod', {
      domainName: 'www.example.co.uk',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e1d2c-1111-2222-3333-444455556666',
    });
    expect(only(withDomain, 'AWS::CloudFront::Distribution').Properties.DistributionConfig).toMatchObject({
      Aliases: ['www.example.co.uk'],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
  });

  it('sends a strict Content-Security-Policy', () => {
    const { csp } = headers();
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => {
        const [name, ...sources] = d.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'", 'https://checkout.stripe.com']);
    // The API is the site's own (/api): only sign-in and the browser's uploads go elsewhere.
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-2.amazonaws.com',
      'https://nanny-marketplace-dev-uploads-<AWS::AccountId>.s3.eu-west-2.<AWS::URLSuffix>',
    ]);
    expect(directives['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://nanny-marketplace-dev-uploads-<AWS::AccountId>.s3.eu-west-2.<AWS::URLSuffix>',
      ]),
    );
    expect(csp).not.toMatch(/unsafe-eval|\*/);
  });

  it('sends HSTS for two years with preload, and the other security headers', () => {
    const { SecurityHeadersConfig, CustomHeadersConfig } = headers();
    expect(SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
    expect(CustomHeadersConfig.Items).toEqual([
      expect.objectContaining({ Header: 'Permissions-Policy', Value: expect.stringContaining('camera=()') }),
    ]);
  });

  it('deploys hashed assets as immutable and index.html plus config.json as no-cache', () => {
    const deployments = Object.values(resourcesOf(dev.template, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties,
    );
    expect(deployments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Include: ['assets/*'],
          Prune: false,
          SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        }),
        expect.objectContaining({
          // The drawn pages (lib/site-pages.ts) are neither replaced nor pruned by a deployment.
          Exclude: ['assets/*', 'jobs/*', 'sitemap.xml'],
          SystemMetadata: { 'cache-control': 'no-cache' },
          DistributionPaths: ['/*'],
        }),
      ]),
    );
  });

  it('writes the runtime config.json the SPA expects', () => {
    const dir = readdirSync(dev.assemblyDir).find((d) =>
      existsSync(path.join(dev.assemblyDir, d, 'config.json')),
    );
    expect(dir).toBeDefined();
    const config = JSON.parse(readFileSync(path.join(dev.assemblyDir, dir!, 'config.json'), 'utf8'));
    expect(config).toMatchObject({
      stage: 'dev',
      region: 'eu-west-2',
      authFlowType: 'USER_SRP_AUTH',
      supportEmail: 'support@dev.nanny-marketplace.example',
    });
    // Deploy-time values are markers the deployment replaces with the API URL and pool ids.
    expect(Object.keys(config).sort()).toEqual(
      ['apiUrl', 'authFlowType', 'region', 'stage', 'supportEmail', 'userPoolClientId', 'userPoolId'].sort(),
    );
  });
});

describe('stack', () => {
  it('runs in eu-west-2 and exports what operators and the SPA need', () => {
    expect(dev.stack.region).toBe('eu-west-2');
    const outputs = Object.keys(dev.template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'UploadsBucketName',
        'StripeSecretName',
        'StripeWebhookUrl',
      ]),
    );
    expect(dev.template.findOutputs('StripeSecretName').StripeSecretName?.Value).toBe(
      'nanny-marketplace/dev/stripe',
    );
    // Stripe calls the API on the site, through the firewall, like everyone else.
    expect(flatten(dev.template.findOutputs('StripeWebhookUrl').StripeWebhookUrl?.Value)).toMatch(
      /^https:\/\/<WebDistribution\w+\.DomainName>\/api\/webhooks\/stripe$/,
    );
    expect(flatten(dev.template.findOutputs('ApiUrl').ApiUrl?.Value)).toMatch(
      /^https:\/\/<WebDistribution\w+\.DomainName>\/api$/,
    );
  });

  it('stages sources unbundled in tests, so neither esbuild nor the Vite build ran', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(dev.assemblyDir, `${dev.stack.artifactId}.assets.json`), 'utf8'),
    ) as { files: Record<string, { source: { path: string } }> };
    const sources = Object.values(manifest.files).map((f) => f.source.path);
    expect(sources).toContain(ROOT.replace(/\/$/, ''));
    expect(sources).toContain(FRONTEND_DIR);
  });
});
