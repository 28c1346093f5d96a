import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, lambdaEnvironment, REGION } from '../../local/config.ts';
import { MINIMUM_WAGE_TABLE } from '../../lambdas/contract/legal/minimum-wage.ts';
import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { JOB_MESSAGES } from '../../lambdas/contract/job-messages.ts';
import type { Pay } from '../../lambdas/contract/pay.ts';
import type { migrateJobPay as Migrate } from '../../lambdas/data/migrations/job-pay-migration.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';
import { aJob } from '../support/fixtures.ts';
import { jobDetails } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A job's pay through the API, against the local cloud: gross, structured, held to the minimum wage for
 * its start date (refused with nothing stored), per hour, week or year, live-in; a start date in the
 * past refused; what live jobs in an area pay, given only for five jobs or more; and older jobs' words
 * read into gross pay by the migration.
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
}, 90_000);

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const DAY = 86_400_000;
const today = () => londonDay(new Date());
const inDays = (days: number) => londonDay(new Date(Date.now() + days * DAY));
const pay = (change: Partial<Pay> = {}): Pay => ({
  period: 'hourly',
  min: 15,
  max: null,
  hoursPerWeek: 40,
  liveIn: false,
  rota: false,
  ...change,
});

/** The rates' change the boundary is tested at: the next one when the table has it, else today's rates. */
function boundary() {
  const next = MINIMUM_WAGE_TABLE.find((row) => row.from > today());
  if (next) {
    const before = MINIMUM_WAGE_TABLE[MINIMUM_WAGE_TABLE.indexOf(next) - 1]!;
    const dayBefore = londonDay(new Date(Date.parse(`${next.from}T12:00:00Z`) - DAY));
    return {
      day: next.from,
      rate: next.age21AndOver,
      dayBefore: dayBefore >= today() ? dayBefore : null,
      before,
    };
  }
  const current = MINIMUM_WAGE_TABLE.at(-1)!;
  return { day: inDays(7), rate: current.age21AndOver, dayBefore: null, before: current };
}

async function post(token: string, change: Record<string, unknown>) {
  return call('POST', '/jobs/family', token, {
    ...jobDetails(),
    jobTitle: `Pay test ${Math.random().toString(36).slice(2, 8)}`,
    discountCode: '',
    ...change,
  });
}

/** The family's jobs as "my jobs" lists them (drafts included). */
const myJobs = async (token: string) => (await call('GET', '/my-jobs', token)).body.items as unknown[];

describe('a job’s pay through the API', () => {
  it('refuses pay below the minimum wage, on the pay field, and stores nothing', async () => {
    const family = await cloud.newUser('family', 'pay-low');
    const res = await post(family.token, { pay: pay({ min: 9.5 }) });
    expect(res.status).toBe(400);
    expect(res.body.fields.pay).toMatch(/below the National Minimum Wage: £12\.71 an hour gross/);
    // The same request again: refused again, and still nothing.
    expect((await post(family.token, { pay: pay({ min: 9.5 }) })).status).toBe(400);
    expect(await myJobs(family.token)).toEqual([]);
  });

  it('takes the rate exactly on the day it starts, and refuses a penny under it', async () => {
    const family = await cloud.newUser('family', 'pay-boundary');
    const { day, rate, dayBefore, before } = boundary();
    expect((await post(family.token, { startDate: day, pay: pay({ min: rate - 0.01 }) })).status).toBe(400);
    const at = await post(family.token, { startDate: day, pay: pay({ min: rate }) });
    expect(at.status, JSON.stringify(at.body)).toBe(201);
    // The day before a new rate, the rate before it (when that day is not already past).
    if (dayBefore)
      expect(
        (await post(family.token, { startDate: dayBefore, pay: pay({ min: before.age21AndOver }) })).status,
      ).toBe(201);
  });

  it('reads weekly and yearly pay for its hours', async () => {
    const family = await cloud.newUser('family', 'pay-periods');
    // £500 a week for 40 hours is £12.50 an hour; £600 is £15.
    expect(
      (await post(family.token, { pay: pay({ period: 'weekly', min: 500 }) })).body.fields?.pay,
    ).toBeDefined();
    const weekly = await post(family.token, { pay: pay({ period: 'weekly', min: 600, max: 650 }) });
    expect(weekly.status).toBe(201);
    // £26,000 a year for 40 hours is £12.50 an hour; £31,200 is £15.
    expect((await post(family.token, { pay: pay({ period: 'yearly', min: 26000 }) })).status).toBe(400);
    const yearly = await post(family.token, { pay: pay({ period: 'yearly', min: 31200, hoursPerWeek: 40 }) });
    expect(yearly.status).toBe(201);
    const job = await call('GET', `/jobs/${yearly.body.jobId}`, family.token);
    expect(job.body).toMatchObject({
      pay: { period: 'yearly', min: 31200, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
      payLine: '£31,200 a year gross',
      hoursLine: '40 hours a week',
    });
    const stored = await table.send(
      new GetCommand({ TableName: IDS.tableName, Key: { pk: `JOB#${weekly.body.jobId}`, sk: 'JOB' } }),
    );
    expect(stored.Item).toMatchObject({
      pay: { period: 'weekly', min: 600, max: 650 },
      payLine: '£600–£650 a week gross',
    });
  });

  it('counts the home of a live-in nanny towards the minimum wage', async () => {
    const family = await cloud.newUser('family', 'pay-live-in');
    // £460 a week for 40 hours is £11.50 an hour in cash; living in, the home makes it enough.
    const cash = pay({ period: 'weekly', min: 460 });
    expect((await post(family.token, { jobType: 'live-in', pay: cash })).status).toBe(400);
    const liveIn = await post(family.token, { jobType: 'live-in', pay: { ...cash, liveIn: true } });
    expect(liveIn.status, JSON.stringify(liveIn.body)).toBe(201);
  });

  it('refuses what the pay’s shape forbids, whatever is sent', async () => {
    const family = await cloud.newUser('family', 'pay-shape');
    for (const bad of [
      pay({ min: 18, max: 16 }),
      pay({ hoursPerWeek: 0 }),
      pay({ hoursPerWeek: 70 }),
      { ...pay(), min: '15' },
      { ...pay(), hoursPerWeek: undefined },
      { ...pay(), net: true },
    ]) {
      const res = await post(family.token, { pay: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    // The free text it took before is no longer taken.
    const { pay: _pay, ...old } = jobDetails();
    expect(
      (await call('POST', '/jobs/family', family.token, { ...old, salary: '£15/hour', discountCode: '' }))
        .status,
    ).toBe(400);
    // A rota may run over 60 hours.
    expect(
      (await post(family.token, { jobType: 'rota', pay: pay({ hoursPerWeek: 70, rota: true }) })).status,
    ).toBe(201);
    expect((await myJobs(family.token)).length).toBe(1);
  });

  it('refuses a start date before today (the UK day)', async () => {
    const family = await cloud.newUser('family', 'pay-past');
    const res = await post(family.token, { startDate: inDays(-1) });
    expect(res.status).toBe(400);
    expect(res.body.fields.startDate).toBe(JOB_MESSAGES.startDatePast);
    expect((await post(family.token, { startDate: today() })).status).toBe(201);
  });
});

describe('local pay', () => {
  /** Posts a job in the area and pays for it, so it is live on the board. */
  async function live(token: string, postcode: string, jobPay: Pay) {
    const created = await post(token, { postcode, pay: jobPay });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  }

  it('answers no figures with fewer than five live jobs, then the median and middle half', async () => {
    const family = await cloud.newUser('family', 'local-pay');
    // An area no seed or other test posts in.
    expect((await call('GET', '/pay/local?postcode=DG1%201AA')).body).toEqual({ area: 'DG', enough: false });
    const pays = [
      pay({ min: 14 }),
      pay({ min: 15, max: 17 }), // typically £16
      pay({ period: 'weekly', min: 600 }), // £15 an hour for 40 hours
      pay({ period: 'yearly', min: 36400 }), // £17.50 an hour for 40 hours
    ];
    for (const jobPay of pays) await live(family.token, 'DG2 7AA', jobPay);
    // Four: still none, and no figures at all.
    const four = await call('GET', '/pay/local?postcode=DG1');
    expect(four.status).toBe(200);
    expect(four.body).toEqual({ area: 'DG', enough: false });
    // A draft (unpaid) does not count.
    expect((await post(family.token, { postcode: 'DG3', pay: pay({ min: 30 }) })).status).toBe(201);
    expect((await call('GET', '/pay/local?postcode=DG1')).body.enough).toBe(false);
    await live(family.token, 'DG5 4AA', pay({ min: 18 }));
    // Anyone may ask, signed in or not.
    const five = await call('GET', '/pay/local?postcode=dg1 1aa', family.token);
    expect(five.body).toEqual({ area: 'DG', enough: true, jobs: 5, median: 16, lower: 15, upper: 17.5 });
    expect((await call('GET', '/pay/local?postcode=nowhere')).status).toBe(400);
    expect((await call('GET', '/pay/local')).status).toBe(400);
  }, 60_000);
});

describe('jobs stored before pay was structured', () => {
  it('are read from their words, and given their pay once by the migration', async () => {
    Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
    const { migrateJobPay } = (await import('../../lambdas/data/migrations/job-pay-migration.ts')) as {
      migrateJobPay: typeof Migrate;
    };
    const legacy = (id: string, salaryText: string, daysHours: string) => {
      const { pay: _pay, payLine: _line, ...rest } = jobToItem(aJob({ id, daysHours }));
      return { ...rest, salaryText, salaryMin: 1, salaryMax: 1, salaryPeriod: 'hourly' };
    };
    const id = `legacy-pay-${Date.now().toString(36)}`;
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: legacy(`${id}-a`, '£14-16/hour', 'Tue–Thu, 9am–5pm'),
      }),
    );
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: legacy(`${id}-b`, '£500 a week after tax', 'Mon–Fri, 8am–6pm'),
      }),
    );
    // Read before the migration, as it will be written.
    expect((await call('GET', `/jobs/${id}-a`)).body).toMatchObject({
      payLine: '£14–£16 an hour gross',
      hoursLine: '24 hours a week',
    });
    expect((await call('GET', `/jobs/${id}-b`)).body).toMatchObject({
      pay: null,
      payLine: '£500 a week after tax',
    });
    const summary = await migrateJobPay();
    expect(summary.structured + summary.asWritten).toBeGreaterThanOrEqual(2);
    const item = async (key: string) =>
      (await table.send(new GetCommand({ TableName: IDS.tableName, Key: { pk: `JOB#${key}`, sk: 'JOB' } })))
        .Item!;
    expect(await item(`${id}-a`)).toMatchObject({
      pay: { period: 'hourly', min: 14, max: 16, hoursPerWeek: 24 },
      payLine: '£14–£16 an hour gross',
      salaryText: '£14-16/hour',
    });
    expect((await item(`${id}-a`)).salaryMin).toBeUndefined();
    expect(await item(`${id}-b`)).toMatchObject({ pay: null, payLine: '£500 a week after tax' });
    // Again: nothing left to do for these.
    const again = await migrateJobPay();
    expect(again.examined).toBe(0);
  });
});
