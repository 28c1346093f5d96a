import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { flatten, referencedId, resourcesOf, synth, type Synthesized } from './synth.ts';

/**
 * Agencies' public logos are served by the site's distribution at /logos/* straight from the uploads
 * bucket (lib/web.ts, lib/storage.ts): through Origin Access Control, cached, and with a bucket policy
 * that lets that one distribution read the logos/ prefix and nothing else of the private bucket.
 */
let dev: Synthesized;
let prod: Synthesized;

beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachedMethods?: string[];
  CachePolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
  Compress: boolean;
  ViewerProtocolPolicy: string;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  S3OriginConfig?: { OriginAccessIdentity?: string };
}

/** CloudFront's managed CachingOptimized policy. */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

function distributionOf(s: Synthesized) {
  const distributions = Object.entries(resourcesOf(s.template, 'AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  const [id, distribution] = distributions[0]!;
  const config = distribution.Properties.DistributionConfig as {
    CacheBehaviors?: Behavior[];
    DefaultCacheBehavior: Behavior;
    Origins: Origin[];
  };
  return { id, config };
}

function uploadsBucketOf(s: Synthesized) {
  const found = Object.entries(resourcesOf(s.template, 'AWS::S3::Bucket')).find(([, b]) =>
    flatten(b.Properties.BucketName ?? '').includes('-uploads-'),
  );
  if (!found) throw new Error('No uploads bucket');
  return { id: found[0], name: flatten(found[1].Properties.BucketName) };
}

interface Statement {
  Sid?: string;
  Effect: string;
  Principal?: { Service?: string; AWS?: unknown };
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

function uploadsPolicyOf(s: Synthesized): Statement[] {
  const bucket = uploadsBucketOf(s);
  const policies = Object.values(resourcesOf(s.template, 'AWS::S3::BucketPolicy')).filter(
    (p) => referencedId(p.Properties.Bucket) === bucket.id,
  );
  expect(policies).toHaveLength(1);
  return (policies[0]!.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
}

describe.each([
  ['dev', () => dev],
  ['prod', () => prod],
] as const)('public logos (%s)', (_stage, stage) => {
  it('has a /logos/* behaviour: GET and HEAD, CachingOptimized, compressed, HTTPS, the site headers', () => {
    const { config } = distributionOf(stage());
    const logos = (config.CacheBehaviors ?? []).filter((b) => b.PathPattern === '/logos/*');
    expect(logos).toHaveLength(1);
    expect(logos[0]).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_OPTIMIZED,
      Compress: true,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(logos[0]!.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    // The only other behaviour is the API's (tests/infra/edge.test.ts): the rest of the site stays the SPA's.
    expect((config.CacheBehaviors ?? []).map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/logos/*']);
  });

  it('reads the logos from the uploads bucket through Origin Access Control', () => {
    const s = stage();
    const { config } = distributionOf(s);
    const behavior = config.CacheBehaviors!.find((b) => b.PathPattern === '/logos/*')!;
    const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
    expect(origin.Id).not.toBe(config.DefaultCacheBehavior.TargetOriginId);
    // The bucket's regional endpoint, named (not referenced) so the distribution does not depend on it.
    expect(flatten(origin.DomainName)).toBe(`${uploadsBucketOf(s).name}.s3.eu-west-2.amazonaws.com`);
    expect(origin.S3OriginConfig?.OriginAccessIdentity).toBe('');
    const controls = resourcesOf(s.template, 'AWS::CloudFront::OriginAccessControl');
    const oac = controls[referencedId(origin.OriginAccessControlId)];
    expect(oac?.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it("lets only the site's distribution read, and only logos/*, of the uploads bucket", () => {
    const s = stage();
    const bucket = uploadsBucketOf(s);
    const { id: distributionId } = distributionOf(s);
    const statements = uploadsPolicyOf(s);
    const allows = statements.filter((st) => st.Effect === 'Allow');
    const cloudfront = allows.filter((st) => st.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront).toHaveLength(1);
    const [grant] = cloudfront;
    expect(grant!.Action).toBe('s3:GetObject');
    expect([grant!.Resource].flat().map(flatten)).toEqual([`<${bucket.id}.Arn>/logos/*`]);
    expect(grant!.Condition).toEqual({
      StringEquals: {
        'AWS:SourceArn': expect.anything(),
      },
    });
    expect(flatten(grant!.Condition!.StringEquals!['AWS:SourceArn'])).toBe(
      `arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution/<${distributionId}>`,
    );
    // No other statement lets anyone but CDK's own bucket emptier (dev) read or list the bucket.
    for (const other of allows.filter((st) => st !== grant))
      expect(flatten(other.Principal?.AWS), JSON.stringify(other)).toMatch(/AutoDeleteObjects/);
  });

  it("leaves no warning about the origin's bucket policy, which Storage writes itself", () => {
    const warnings = Annotations.fromStack(stage().stack).findWarning('*', Match.stringLikeRegexp('policy'));
    expect(warnings.map((w) => w.entry.data)).toEqual([]);
  });

  it('keeps the uploads bucket blocked from public access', () => {
    const s = stage();
    const bucket = resourcesOf(s.template, 'AWS::S3::Bucket')[uploadsBucketOf(s).id]!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });
});
