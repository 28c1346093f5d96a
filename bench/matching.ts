/**
 * Matching: suggested nannies for one job with 100 and with 20,000 nannies in the table, spread over 40
 * postcode areas, in a fresh in-memory table of its own. Reported per size: the nannies of the job's
 * area, the items the suggestions read (a middleware counts what each Query returned), and how long the
 * suggestions took (median of several runs, the function the handler calls, scoring included).
 * Targets: read at most the nannies of the job's area, and answer in under 300 ms. Then one published
 * job is fanned out to 10,000 job alerts (bench/alerts-fanout.ts): within a minute, each matching alert
 * written exactly once.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Job } from '../lambdas/data/jobs.ts';
import { weekWith } from '../lambdas/contract/week-constants.ts';
import { ensureTable, waitForDynamoDb } from '../local/dynamodb.ts';
import { measureAlertsFanOut, type AlertsFanOutResult } from './alerts-fanout.ts';
import { startInMemoryDynamoDb } from './scaling.ts';
import { writeAll as writeItems } from './seed.ts';

export interface SuggestionsRow {
  rows: number;
  nanniesInArea: number;
  itemsRead: number;
  queries: number;
  suggested: number;
  medianMs: number;
}

export interface MatchingResult {
  suggestions: SuggestionsRow[];
  /** One published job fanned out to 10,000 job alerts (bench/alerts-fanout.ts). */
  fanOut: AlertsFanOutResult;
}

/** Forty districts, each in an area of its own: the job is in SW4. */
const DISTRICTS = [
  'SW4', 'M20', 'LS6', 'BS8', 'NE2', 'B15', 'TW9', 'EH10', 'OX2', 'CF24',
  'N1', 'CB1', 'E8', 'G12', 'PO5', 'S11', 'SE10', 'W8', 'BN1', 'GL7',
  'NW3', 'RG1', 'GU1', 'KT1', 'CR0', 'BR1', 'DA1', 'HA1', 'UB1', 'EN1',
  'IG1', 'RM1', 'WD17', 'AL1', 'SL1', 'HP1', 'MK9', 'LU1', 'SG1', 'CM1',
] as const; // prettier-ignore
const RUNS = 7;

export async function measureMatching(opts: {
  port: number;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  lambdaEnv: Record<string, string>;
  table: string;
  sizes: number[];
  log: (s: string) => void;
}): Promise<MatchingResult> {
  const suggestions = await measureSuggestionsIn(opts);
  // A table of its own on a fresh DynamoDB at the same port (the functions' client keeps its endpoint).
  const fanOut = await measureAlertsFanOut({
    port: opts.port,
    alerts: FAN_OUT_ALERTS,
    table: opts.table,
    log: opts.log,
  });
  opts.log(
    `matching: one job fanned out to ${fanOut.alerts} alerts (${fanOut.matches} matching) in ${fanOut.firstMs} ms`,
  );
  return { suggestions, fanOut };
}

const FAN_OUT_ALERTS = 10_000;

async function measureSuggestionsIn(opts: Parameters<typeof measureMatching>[0]): Promise<SuggestionsRow[]> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stop = await startInMemoryDynamoDb(opts.port);
  try {
    Object.assign(process.env, opts.lambdaEnv, {
      TABLE_NAME: opts.table,
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    });
    const admin = new DynamoDBClient({ endpoint, region: opts.region, credentials: opts.credentials });
    await waitForDynamoDb(admin);
    await ensureTable(admin, opts.table);
    admin.destroy();
    return await measureSuggestions(opts);
  } finally {
    await stop();
  }
}

async function measureSuggestions(opts: Parameters<typeof measureMatching>[0]): Promise<SuggestionsRow[]> {
  const { ddb } = await import('../lambdas/platform/clients.ts');
  const { nannyToItem, nannyOwnerKey } = await import('../lambdas/data/nannies.ts');
  const { suggestNannies } = await import('../lambdas/services/suggestions.ts');
  const { EMPTY_TRUST } = await import('../lambdas/domain/verification.ts');
  const { SKILLS } = await import('../lambdas/contract/nanny.ts');
  const { JOB_TYPE_VALUES } = await import('../lambdas/contract/jobs-constants.ts');

  let counted: Array<{ Count?: number }> | null = null;
  ddb().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      counted?.push(result.output as { Count?: number });
      return result;
    },
    { step: 'initialize', name: 'benchMatchingReads' },
  );

  const nannyItems = (i: number) => {
    const id = `bench-match-nanny-${String(i).padStart(6, '0')}`;
    const userId = `bench-match-user-${String(i).padStart(6, '0')}`;
    const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const profile = {
      id,
      userId,
      fullName: `Bench Nanny ${i}`,
      location: 'Bench town',
      postcodeDistrict: DISTRICTS[i % DISTRICTS.length]!,
      lookingFor: i % 3 === 0 ? [] : [JOB_TYPE_VALUES[i % JOB_TYPE_VALUES.length]!],
      availableFrom: i % 4 === 0 ? null : '2026-12-01',
      availability:
        i % 3 === 0 ? null : weekWith(['mon', 'tue', 'wed', 'thu', 'fri'], ['morning', 'afternoon']),
      yearsExperience: i % 15,
      email: `bench-match-${i}@example.com`,
      bio: 'Warm, patient nanny who loves outdoor play, baking and reading together.',
      skills: SKILLS.filter((_, s) => (s + i) % 3 === 0),
      languages: i % 5 === 0 ? ['English', 'French'] : ['English'],
      drivingLicense: i % 3 !== 1,
      willingToTravel: i % 2 === 0,
      activelyLooking: i % 7 !== 6,
      hourlyRateMin: 12,
      hourlyRateMax: 16,
      additionalComments: '',
      photo: null,
      cv: null,
      dbs: null,
      references: [],
      rating: Math.round((3 + (i % 21) / 10) * 10) / 10,
      totalReviews: i % 40,
      ratingSum: Math.round((3 + (i % 21) / 10) * (i % 40)),
      trust: EMPTY_TRUST,
      trustVersion: 0,
      hidden: false,
      createdAt,
      updatedAt: createdAt,
    };
    return [nannyToItem(profile), { ...nannyOwnerKey(userId), entity: 'NannyOwner', nannyId: id }];
  };

  const writeAll = (items: Array<Record<string, unknown>>) => writeItems(ddb(), opts.table, items);

  const now = new Date('2026-11-24T12:00:00Z');
  const job = {
    id: 'bench-match-job',
    ownerId: 'bench-match-family',
    postcodeDistrict: 'SW4',
    jobType: 'live-out',
    startDate: '2026-12-07',
    languages: ['English', 'French'],
    requirements: ['SEN experience', 'Driving license', 'Cooking'],
  } as unknown as Job;

  const rows: SuggestionsRow[] = [];
  let seeded = 0;
  for (const size of opts.sizes) {
    const items: Array<Record<string, unknown>> = [];
    for (let i = seeded; i < size; i++) items.push(...nannyItems(i));
    await writeAll(items);
    seeded = size;
    let inArea = 0;
    for (let i = 0; i < size; i++) if (i % DISTRICTS.length === 0 && i % 7 !== 6) inArea++;
    // One run to warm the connection and the code, then the timed runs.
    await suggestNannies(job, now);
    const times: number[] = [];
    let reads: Array<{ Count?: number }> = [];
    let suggested = 0;
    for (let run = 0; run < RUNS; run++) {
      counted = [];
      const started = performance.now();
      const found = await suggestNannies(job, now);
      times.push(performance.now() - started);
      reads = counted;
      counted = null;
      suggested = found.suggested.length;
    }
    times.sort((a, b) => a - b);
    const row = {
      rows: size,
      nanniesInArea: inArea,
      itemsRead: reads.reduce((s, o) => s + (o.Count ?? 0), 0),
      queries: reads.length,
      suggested,
      medianMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
    };
    opts.log(
      `matching: suggestions at ${size} nannies read ${row.itemsRead} (area ${inArea}) in ${row.medianMs} ms`,
    );
    rows.push(row);
  }
  return rows;
}
