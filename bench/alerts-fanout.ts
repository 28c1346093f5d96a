/**
 * Job alerts' fan-out at scale: N alerts (10,000 by default) written straight into a fresh table on an
 * in-memory DynamoDB Local (batch writes), most in one postcode area and a share of those matching, then
 * one published job fanned out by the function the stream runs (services/job-alerts.ts fanOutJob),
 * timed. Each matching alert must have exactly one instant email (outbox item) or one pending digest
 * item, and a second run must write nothing.
 *
 * Run on its own: `npx tsx bench/alerts-fanout.ts [N]` (BENCH_ALERTS_PORT moves its DynamoDB's port).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, waitForDynamoDb } from '../local/dynamodb.ts';
import { cleanup } from './processes.ts';
import { startInMemoryDynamoDb } from './scaling.ts';
import { writeAll } from './seed.ts';
import { aJob } from '../tests/support/fixtures.ts';

export interface AlertsFanOutResult {
  alerts: number;
  /** Alerts in the job's area and anywhere: what the fan-out reads. */
  read: number;
  matches: number;
  emails: number;
  pending: number;
  /** Milliseconds of the first fan-out, and of a second one (which must write nothing). */
  firstMs: number;
  secondMs: number;
}

export async function measureAlertsFanOut(opts: {
  port: number;
  alerts: number;
  /** The table to create (the functions read their table's name once a process). */
  table?: string;
  log: (s: string) => void;
}): Promise<AlertsFanOutResult> {
  const { REGION, CREDENTIALS, lambdaEnvironment, IDS } = await import('../local/config.ts');
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const table = opts.table ?? `${IDS.tableName}-bench-alerts`;
  const stop = await startInMemoryDynamoDb(opts.port);
  try {
    Object.assign(process.env, lambdaEnvironment(), {
      TABLE_NAME: table,
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    });
    const admin = new DynamoDBClient({ endpoint, region: REGION, credentials: CREDENTIALS });
    await waitForDynamoDb(admin);
    await ensureTable(admin, table);

    const { ddb, tableName } = await import('../lambdas/platform/clients.ts');
    const { alertToItem, newAlert, pendingKey } = await import('../lambdas/data/job-alerts.ts');
    const { jobToItem } = await import('../lambdas/data/jobs.ts');
    const { nannyToItem } = await import('../lambdas/data/nannies.ts');
    const { outboxKeys } = await import('../lambdas/data/outbox.ts');
    const { getMany } = await import('../lambdas/data/table/batch.ts');
    const { fanOutJob } = await import('../lambdas/services/job-alerts.ts');
    const { EMPTY_TRUST } = await import('../lambdas/domain/verification.ts');

    const now = new Date();
    const jobId = 'bench-job-0001';
    // 70% in the SW area, of which a third match (SW4 or SW nearby, asking for SEN); the rest elsewhere.
    const items: Record<string, unknown>[] = [];
    const expected: Array<{ alertId: string; frequency: 'instant' | 'daily' }> = [];
    for (let i = 0; i < opts.alerts; i++) {
      const alertId = `bench-alert-${String(i).padStart(6, '0')}`;
      const userId = `bench-user-${i}`;
      const inArea = i % 10 < 7;
      const matching = inArea && i % 3 === 0;
      const frequency = i % 2 === 0 ? 'instant' : 'daily';
      const search = matching
        ? i % 4 === 0
          ? { place: 'SW', needs: ['SEN experience' as const] }
          : { place: 'SW4', nearby: true }
        : inArea
          ? { place: 'SW4', type: 'live-in' as const }
          : { place: i % 2 ? 'M1' : 'LS6' };
      const nannyId = matching ? `bench-nanny-${i}` : null;
      items.push(alertToItem(newAlert(userId, nannyId, search, frequency, now, alertId)));
      if (matching) {
        expected.push({ alertId, frequency });
        items.push(
          nannyToItem({
            id: nannyId!,
            userId,
            fullName: 'Bench Nanny',
            location: 'Clapham',
            postcodeDistrict: i % 5 ? 'SW4' : 'SW9',
            lookingFor: ['live-out'],
            availableFrom: null,
            availability: null,
            yearsExperience: 4,
            email: `${userId}@example.com`,
            bio: '',
            skills: i % 4 === 0 ? ['SEN'] : [],
            languages: ['English'],
            drivingLicense: false,
            willingToTravel: true,
            activelyLooking: true,
            hourlyRateMin: null,
            hourlyRateMax: null,
            additionalComments: '',
            photo: null,
            cv: null,
            dbs: null,
            references: [],
            rating: 0,
            totalReviews: 0,
            ratingSum: 0,
            trust: EMPTY_TRUST,
            trustVersion: 0,
            hidden: false,
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          }),
        );
      }
    }
    items.push(
      jobToItem(
        aJob({
          id: jobId,
          ownerId: 'bench-family',
          ownerEmail: 'family@example.com',
          title: 'SEN nanny in Clapham',
          description: 'A nanny for our son.',
          startDate: now.toISOString().slice(0, 10),
          pay: { period: 'hourly', min: 16, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
          payLine: '£16 an hour gross',
          childrenAges: '6',
          languages: ['English'],
          requirements: ['SEN experience'],
          contactEmail: 'family@example.com',
          createdAt: now.toISOString(),
          publishedAt: now.toISOString(),
        }),
      ),
    );
    const seedStart = Date.now();
    await writeAll(ddb(), tableName(), items);
    opts.log(`seeded ${opts.alerts} alerts (${items.length} items) in ${Date.now() - seedStart} ms`);

    const started = Date.now();
    const first = await fanOutJob(jobId, now);
    const firstMs = Date.now() - started;
    opts.log(`fan-out: ${JSON.stringify(first)} in ${firstMs} ms`);

    // Each matching alert got exactly one: its email (instant) or its digest item (daily), by its own id.
    const keys = expected.map(({ alertId, frequency }) =>
      frequency === 'instant' ? outboxKeys.message(`alert#${alertId}#${jobId}`) : pendingKey(alertId, jobId),
    );
    const found = await getMany(keys);
    if (first.matches !== expected.length)
      throw new Error(`${first.matches} matches, ${expected.length} expected`);
    if (found.size !== expected.length || first.emails + first.pending !== expected.length)
      throw new Error(`${found.size} of ${expected.length} matching alerts got their delivery`);

    const again = Date.now();
    const second = await fanOutJob(jobId, now);
    const secondMs = Date.now() - again;
    if (second.emails || second.pending) throw new Error(`a second fan-out wrote ${JSON.stringify(second)}`);
    opts.log(`second fan-out wrote nothing (${second.already} already written) in ${secondMs} ms`);

    return {
      alerts: opts.alerts,
      read: first.alerts,
      matches: first.matches,
      emails: first.emails,
      pending: first.pending,
      firstMs,
      secondMs,
    };
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const alerts = Number(process.argv[2] ?? 10_000);
  const port = Number(process.env.BENCH_ALERTS_PORT ?? 8077 + Number(process.env.BENCH_PORT_OFFSET ?? 2400));
  measureAlertsFanOut({ port, alerts, log: (s) => console.log(`[alerts] ${s}`) })
    .then((result) => console.table([result]))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void cleanup());
}
