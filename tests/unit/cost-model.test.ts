import { describe, expect, it } from 'vitest';
import {
  billedGbSeconds,
  cardFeePence,
  costSheet,
  journeyRuns,
  renderCostTable,
  runsPerMonth,
  type Assumptions,
  type JourneyUsage,
} from '../../bench/cost/model.ts';
import { PRICES } from '../../bench/cost/prices.ts';

const journey = (fields: Partial<JourneyUsage> = {}): JourneyUsage => ({
  id: 'browse',
  label: 'Browse',
  runs: 1,
  invocations: { jobsList: 2 },
  gbSeconds: 0.1,
  invocationGb: 1,
  apiRequests: 2,
  apiBytes: 0,
  readUnits: 4,
  writeUnits: 1,
  s3Tier1: 0,
  s3Tier2: 0,
  sesEmails: 0,
  pageViews: 1,
  siteRequests: 0,
  siteBytes: 0,
  logBytes: 0,
  signUps: 0,
  tokenIssues: 0,
  ...fields,
});

const assumptions = (over: Partial<Assumptions> = {}): Assumptions => ({
  tiers: [1000, 100_000],
  users: [{ kind: 'visitor', share: 1, signedIn: false, journeys: { browse: 10 } }],
  coldStartShare: [0, 0],
  initMs: 0,
  apiBehindCloudFront: false,
  waf: { webAcls: 0, rules: 0 },
  alarms: 0,
  dashboards: 0,
  secrets: 0,
  kmsKeys: 0,
  jobPricePence: 5000,
  agencyMonthPence: 10000,
  ...over,
});

describe('billed GB-seconds', () => {
  it('rounds each duration up to the millisecond and multiplies by memory in GB', () => {
    // 10.2 ms -> 11 ms, 0.3 ms -> 1 ms, 5 ms stays: 17 ms at 0.5 GB.
    expect(billedGbSeconds([10.2, 0.3, 5], 512)).toBeCloseTo(0.017 * 0.5, 12);
    expect(billedGbSeconds([1000], 1024)).toBe(1);
    expect(billedGbSeconds([], 512)).toBe(0);
  });
});

describe('the month of journeys', () => {
  it('multiplies each kind of user by their share and journeys', () => {
    expect(
      journeyRuns(1000, [
        { kind: 'a', share: 0.5, signedIn: false, journeys: { x: 2 } },
        { kind: 'b', share: 0.5, signedIn: true, journeys: { x: 1, y: 4 } },
      ]),
    ).toEqual({ x: 1500, y: 2000 });
  });

  it('counts a schedule’s runs a month', () => {
    expect(runsPerMonth('rate(15 minutes)')).toBeCloseTo(2922, 0);
    expect(runsPerMonth('rate(1 hour)')).toBeCloseTo(730.5, 1);
    expect(runsPerMonth('rate(1 day)')).toBeCloseTo(30.44, 2);
    expect(runsPerMonth('cron(0 7 * * ? *)')).toBeCloseTo(30.44, 2);
    expect(() => runsPerMonth('cron(0 7 ? * MON *)')).toThrow();
  });
});

describe('the cost sheet', () => {
  it('gives a known total for a known mix', () => {
    const sheet = costSheet([journey()], [], assumptions());
    // 100,000 users × 10 runs = 1M runs: 2M API requests, 4M read units, 1M write units.
    const dynamo = 4e6 * PRICES.dynamoReadUnit.usd + 1e6 * PRICES.dynamoWriteUnit.usd;
    const api = 2e6 * PRICES.httpApiRequest.usd;
    // Lambda: 2M invocations (1M free) and 100,000 GB-s (within the 400,000 free).
    const lambda = 1e6 * PRICES.lambdaRequest.usd;
    expect(sheet.totals[1]).toBeCloseTo(dynamo + api + lambda, 6);
    // 1,000 users: 20,000 requests, all within Lambda's free tier.
    expect(sheet.totals[0]).toBeCloseTo((dynamo + api) / 100, 6);
  });

  it('picks the biggest line at the largest tier and bolds it', () => {
    const sheet = costSheet([journey({ sesEmails: 100 })], [], assumptions());
    expect(sheet.biggest.id).toBe('ses');
    expect(renderCostTable(sheet)).toMatch(/\| \*\*SES email\*\* \|/);
  });

  it('applies the always-free allowances and the fixed costs', () => {
    const sheet = costSheet(
      [journey()],
      [],
      assumptions({ alarms: 180, dashboards: 1, secrets: 2, kmsKeys: 1, waf: { webAcls: 1, rules: 3 } }),
    );
    const line = (id: string) => sheet.lines.find((l) => l.id === id)!.usd[0];
    expect(line('cloudwatchAlarms')).toBeCloseTo(17, 6); // 170 billed alarms
    expect(line('dashboards')).toBe(0);
    expect(line('secrets')).toBeCloseTo(0.8, 6);
    expect(line('kms')).toBe(1);
    expect(line('waf')).toBeCloseTo(8, 6); // 5 + 3 × 1, and no requests through CloudFront
    expect(line('cognito')).toBe(0);
  });

  it('adds cold-start init and scheduled runs to Lambda', () => {
    const sheet = costSheet(
      [journey({ gbSeconds: 0, invocationGb: 1 })],
      [
        {
          name: 'job-clock',
          schedule: 'rate(15 minutes)',
          runsPerMonth: 1000,
          gbSecondsPerRun: 1,
          readUnitsPerRun: 0,
          writeUnitsPerRun: 0,
          s3Tier1PerRun: 0,
          s3Tier2PerRun: 0,
          logBytesPerRun: 0,
        },
      ],
      assumptions({ coldStartShare: [1, 0.5], initMs: 200 }),
    );
    // 1M runs × 1 GB × 0.5 × 0.2 s = 100,000 GB-s, plus 1,000 from the schedule.
    expect(sheet.volumes['Lambda GB-seconds']![1]).toBeCloseTo(101_000, 6);
    expect(sheet.volumes['Lambda invocations']![1]).toBe(2_001_000);
  });

  it('refuses a mix that names a journey nobody measured', () => {
    expect(() =>
      costSheet(
        [journey()],
        [],
        assumptions({ users: [{ kind: 'x', share: 1, signedIn: true, journeys: { nope: 1 } }] }),
      ),
    ).toThrow(/nope/);
  });
});

describe('Stripe', () => {
  it('charges 1.5% + 20p on a £50 job', () => {
    expect(cardFeePence(5000)).toBe(95);
  });
});
