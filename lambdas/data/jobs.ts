/**
 * Jobs: a posting as stored, a family's unpaid draft (drafts.ts) or a job on the board, the family's
 * or an agency's (posterType 'agency', agencyId; published at once).
 *
 * Keys: pk JOB#<jobId>, sk JOB. Unpaid drafts expire after 7 days. Published jobs carry gsi1pk JOBS,
 * gsi1sk <publishedAt>#<jobId> (the board, newest first) and gsi2pk JOBS#<type>, gsi2sk
 * <publishedAt>#<jobId> (the board filtered by type), and, with a postcode district, gsi3pk
 * JOBS_AREA#<area>, gsi3sk <publishedAt>#<jobId> (the board in one postcode area). Drafts carry none.
 */
import {
  APPLICATION_STATUSES,
  JOB_LIVE_DAYS,
  type ApplicationStatus,
  type ClosedReason,
} from '../contract/hiring-constants.ts';
import type { FileRef } from '../contract/uploads.ts';
import type { Pay } from '../contract/pay.ts';
import { weekOf, type Week } from '../contract/week-constants.ts';
import { storedResponsiveness, type StoredResponsiveness } from '../contract/responsiveness-constants.ts';
import { readLegacyPay } from '../contract/legacy-pay.ts';
import type { AgencyLogo } from '../domain/agency.ts';
import { areaOf } from '../contract/postcode.ts';
import type { JobSearch } from '../contract/job-search.ts';
import { jobMatchesSearch, searchedPlace } from '../domain/job-search.ts';
import type { PlaceMatch } from '../contract/place-match.ts';
import { ddb } from '../platform/clients.ts';
import { getMany } from './table/batch.ts';
import { decodeCursor, encodeCursor } from './table/cursor.ts';
import { clockFor, jobClockPut } from './job-clock.ts';
import { postedJobPut } from './posted-jobs.ts';
import { taxRecordOf } from './payment-records.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { outboxEntry, putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, queryItems } from './table/commands.ts';

/**
 * A nanny share's job (data/shares.ts): posted once by one of the two families for both, each family's
 * part as agreed when it was posted. Removed when a family leaves the share: the job is then its
 * poster's alone. The accounts never reach the board; the parts do (the job page shows both).
 */
export interface JobShare {
  shareId: string;
  home: 'first' | 'partner' | 'alternate';
  families: Array<{
    accountId: string;
    side: 'first' | 'partner';
    label: string;
    postcodeDistrict: string;
    schedule: Week;
    children: number;
    childrenAges: string;
    /** Its part of the nanny's gross pay a week, in pence, as the families agreed it. */
    weeklyGrossPence: number;
    hours: number;
  }>;
  totalWeeklyGrossPence: number;
}

/** A job posting as stored. The contact email and owner never reach the board. */
export interface Job {
  id: string;
  ownerId: string;
  ownerEmail: string;
  posterType: 'family' | 'agency';
  posterLabel: string;
  /** The agency that posted it (agency jobs only), with its branding as it was when posted. */
  agencyId: string | null;
  posterWebsite: string | null;
  /**
   * The agency's logo when posted, with the site path of its public copy; a job posted before public
   * copies holds the private file only, and its card links to it presigned (services/job-cards.ts).
   */
  posterLogo: AgencyLogo | null;
  title: string;
  description: string;
  location: string;
  locationLower: string;
  /** Its postcode district (`SW4`); null for a job posted before districts were asked for. */
  postcodeDistrict: string | null;
  jobType: string;
  jobTypeOther: string;
  startDate: string;
  daysHours: string;
  /**
   * The parts of each day it needs (contract/week.ts); absent or null: no schedule stated (a job on a
   * rota may leave it out, and jobs posted before schedules were asked for have none).
   */
  schedule?: Week | null;
  /**
   * How quickly its poster reads applications and answers nannies (contract/responsiveness-constants.ts):
   * a copy of the poster's summary, written by the product (data/response-records.ts); absent until then.
   */
  responsiveness?: StoredResponsiveness | null;
  /**
   * Its gross pay with the hours a week (contract/pay.ts), stored as `pay`; null for a job posted before
   * pay was structured whose words could not be read as gross pay (contract/legacy-pay.ts).
   */
  pay: Pay | null;
  /** The one pay line it shows: `payLine(pay)`, or, with no structured pay, its poster's own words. */
  payLine: string;
  /**
   * The pay as the poster wrote it, for a job posted before pay was structured (absent on later ones,
   * and removed when its poster enters the pay again).
   */
  salaryText?: string;
  childrenAges: string;
  languages: string[];
  requirements: string[];
  photo: FileRef | null;
  contactEmail: string;
  additionalComments: string;
  amountPence: number;
  promoCode: string | null;
  /** The draft took a use of its limited promo code as it was stored (an unlimited code is counted when paid). */
  promoHeld?: boolean;
  checkoutSessionId: string | null;
  active: boolean;
  paymentConfirmed: boolean;
  /** Hidden from the board by a moderator (older items have no flag). */
  hidden?: boolean;
  createdAt: string;
  publishedAt: string | null;
  /** When its checkout completed with a payment that settles later (a bank debit), until it is paid or fails. */
  paymentPendingSince?: string;
  /** When a payment that was to settle later failed: the draft stays unpublished. */
  paymentFailedAt?: string;
  /** When a published job leaves the board unless extended (older items have none: live until closed). */
  liveUntil?: string;
  /** When its poster was asked whether they are still hiring, for the `liveUntil` of that time. */
  remindedFor?: string;
  /** When and why it left the board for good. */
  closedAt?: string;
  closedReason?: ClosedReason;
  /** When its poster last edited it. */
  updatedAt?: string;
  /** The applicant its poster named as hired when marking it filled. */
  hiredNannyId?: string;
  /** Its applications by status, kept by the transactions that change them (stored as apps_<status>). */
  applicantCounts?: Record<ApplicationStatus, number>;
  /**
   * Set when one of its applications waited a week unread (data/nudges.ts markReadsWaiting): how many
   * of its applications had left 'new' then. Its card says applications wait to be read while that
   * still holds and some are unread (domain/nudges.ts readsWaitingShown).
   */
  readsWaitingMark?: number;
  /** Posted for a nanny share's two families; absent or null for one family's or an agency's job. */
  share?: JobShare | null;
  /**
   * When its poster discarded it, unpaid (drafts.ts discardDraft): it is gone for every reader but that
   * call (getJob and getJobs leave it out) until the retention run deletes it.
   */
  discardedAt?: string;
}

export const BOARD_PARTITION = 'JOBS';
/**
 * How long an unpaid draft is kept, in days: the privacy page's row (contract/retention.ts `drafts`),
 * which a test holds it to. A number here for the reason data/outbox.ts gives for its own.
 */
export const DRAFT_DAYS = 7;

export const jobKey = (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'JOB' });
export const boardAreaPartition = (area: string) => `JOBS_AREA#${area}`;
export const boardIndex = (type: string, publishedAt: string, jobId: string, district: string | null) => ({
  gsi1pk: BOARD_PARTITION,
  gsi1sk: `${publishedAt}#${jobId}`,
  gsi2pk: `${BOARD_PARTITION}#${type}`,
  gsi2sk: `${publishedAt}#${jobId}`,
  ...(district ? { gsi3pk: `JOBS_AREA#${areaOf(district)}`, gsi3sk: `${publishedAt}#${jobId}` } : {}),
});

/**
 * The board's index attributes as an update's SET clause and values (`:b1`...), the area's only when the
 * job has a district; with `removeArea`, a job without one also loses an area index it held.
 */
export function boardIndexUpdate(index: ReturnType<typeof boardIndex>) {
  const entries = Object.entries(index);
  return {
    set: entries.map(([name], i) => `${name} = :b${i}`).join(', '),
    values: Object.fromEntries(entries.map(([, value], i) => [`:b${i}`, value])),
    /** The area index's attributes, for a REMOVE clause, when the job has none. */
    removeArea: 'gsi3pk' in index ? '' : ' REMOVE gsi3pk, gsi3sk',
  };
}

/** The job's attributes as stored, keys and indexes aside (the caller adds those it needs). */
export function jobToItem(job: Job): StoredItem {
  // Counts are kept by the transactions that change them, never written whole.
  const { applicantCounts: _counts, ...stored } = job;
  return { ...jobKey(job.id), entity: 'Job', ...stored };
}

/** The attribute that counts a job's applications of one status. */
export const countAttribute = (status: ApplicationStatus) => `apps_${status}`;

/** No applications yet. */
export const noApplicants = (): Record<ApplicationStatus, number> =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;

function countsOf(item: StoredItem): Record<ApplicationStatus, number> {
  const counts = noApplicants();
  for (const status of APPLICATION_STATUSES) {
    const value = item[countAttribute(status)];
    if (typeof value === 'number' && value > 0) counts[status] = value;
  }
  return counts;
}

/**
 * The job's pay as stored (`pay` and `payLine`); an item stored before pay was structured, and not yet
 * migrated (migrations/job-pay-migration.ts), is read from its words as the migration reads it.
 */
export function payOf(item: StoredItem): Pick<Job, 'pay' | 'payLine'> {
  if (item.pay !== undefined && typeof item.payLine === 'string')
    return { pay: (item.pay as Pay | null) ?? null, payLine: item.payLine };
  const { pay, line } = readLegacyPay(
    String(item.salaryText ?? ''),
    String(item.daysHours ?? ''),
    String(item.jobType ?? ''),
  );
  return { pay, payLine: line };
}

/** The job's schedule as stored, read defensively; none stated (or none readable) is absent. */
function scheduleOf(item: StoredItem): Pick<Job, 'schedule'> {
  const schedule = weekOf(item.schedule);
  return schedule ? { schedule } : {};
}

/** The attributes of pay before it was structured, which an item stored since no longer holds. */
export const LEGACY_PAY_ATTRIBUTES = ['salaryText', 'salaryMin', 'salaryMax', 'salaryPeriod'] as const;

/** Attributes later versions added are absent from older items, and read as absent. */
const optional = <K extends keyof Job>(item: StoredItem, name: K): Partial<Pick<Job, K>> =>
  item[name] === undefined ? {} : ({ [name]: item[name] } as Pick<Job, K>);

export function jobFromItem(item: StoredItem): Job {
  return {
    id: item.id as string,
    ownerId: item.ownerId as string,
    ownerEmail: item.ownerEmail as string,
    posterType: item.posterType as Job['posterType'],
    posterLabel: item.posterLabel as string,
    agencyId: item.agencyId as string | null,
    posterWebsite: item.posterWebsite as string | null,
    posterLogo: item.posterLogo as AgencyLogo | null,
    title: item.title as string,
    description: item.description as string,
    location: item.location as string,
    locationLower: item.locationLower as string,
    postcodeDistrict: (item.postcodeDistrict as string | undefined) ?? null,
    jobType: item.jobType as string,
    jobTypeOther: item.jobTypeOther as string,
    startDate: item.startDate as string,
    daysHours: item.daysHours as string,
    ...scheduleOf(item),
    ...(item.responsiveness === undefined
      ? {}
      : { responsiveness: storedResponsiveness(item.responsiveness) }),
    ...payOf(item),
    ...optional(item, 'salaryText'),
    childrenAges: item.childrenAges as string,
    languages: item.languages as string[],
    requirements: item.requirements as string[],
    photo: item.photo as FileRef | null,
    contactEmail: item.contactEmail as string,
    additionalComments: item.additionalComments as string,
    amountPence: item.amountPence as number,
    promoCode: item.promoCode as string | null,
    ...optional(item, 'promoHeld'),
    checkoutSessionId: item.checkoutSessionId as string | null,
    active: item.active as boolean,
    paymentConfirmed: item.paymentConfirmed as boolean,
    ...optional(item, 'hidden'),
    createdAt: item.createdAt as string,
    publishedAt: item.publishedAt as string | null,
    ...optional(item, 'paymentPendingSince'),
    ...optional(item, 'paymentFailedAt'),
    ...optional(item, 'liveUntil'),
    ...optional(item, 'remindedFor'),
    ...optional(item, 'closedAt'),
    ...optional(item, 'closedReason'),
    ...optional(item, 'hiredNannyId'),
    ...optional(item, 'updatedAt'),
    ...optional(item, 'discardedAt'),
    ...optional(item, 'readsWaitingMark'),
    ...(item.share && typeof item.share === 'object' ? { share: item.share as JobShare } : {}),
    applicantCounts: countsOf(item),
  };
}

export const entity = {
  name: 'Job',
  keys: { pk: 'JOB#', sk: 'JOB' },
  owner: { of: (item) => ({ account: String(item.ownerId) }) },
  retention: {
    policy: 'drafts',
    ttl: 'expiresAt',
    period:
      'an unpaid draft expires 7 days after it was stored (or after its delayed payment failed), its photo deleted with it by the retention run; a paid job has no expiry: it leaves the board after its live days, and the retention run deletes it 12 months after it closes, fills or expires, leaving its payment record',
  },
  export: {
    shape: (item) => {
      const job = jobFromItem(item);
      // Everything the owner wrote or paid for, and the payment's reference; the board's flags are ours.
      return {
        id: job.id,
        title: job.title,
        description: job.description,
        location: job.location,
        postcodeDistrict: job.postcodeDistrict,
        jobType: job.jobType,
        jobTypeOther: job.jobTypeOther,
        startDate: job.startDate,
        daysHours: job.daysHours,
        schedule: job.schedule ?? null,
        pay: job.pay,
        payLine: job.payLine,
        ...(job.salaryText === undefined ? {} : { salaryText: job.salaryText }),
        childrenAges: job.childrenAges,
        languages: job.languages,
        requirements: job.requirements,
        photo: job.photo,
        contactEmail: job.contactEmail,
        additionalComments: job.additionalComments,
        amountPence: job.amountPence,
        promoCode: job.promoCode,
        paid: job.paymentConfirmed,
        // The payment processor's reference, which the tax record of the payment keeps too.
        paymentReference: job.paymentConfirmed ? job.checkoutSessionId : null,
        createdAt: job.createdAt,
        publishedAt: job.publishedAt,
        liveUntil: job.liveUntil ?? null,
        closedAt: job.closedAt ?? null,
        closedReason: job.closedReason ?? null,
      };
    },
  },
  find: (s) => s.jobIds.map((jobId) => ({ key: jobKey(jobId) })),
  // Open jobs are closed first (the deletion's jobs step), so applicants are told; a paid job leaves
  // the record of its payment that tax law requires, and nothing else.
  erase: {
    delete: "the poster's job",
    leaves: (item) => {
      if (item.paymentConfirmed !== true) return [];
      const job = jobFromItem(item);
      const paidAt = job.publishedAt ?? job.createdAt;
      return [
        taxRecordOf({
          jobId: job.id,
          paidAt,
          amountPence: job.amountPence,
          paymentReference: job.checkoutSessionId,
        }),
      ];
    },
  },
  files: (item) => {
    const photo = item.photo as FileRef | null | undefined;
    return photo ? [photo.key] : [];
  },
} satisfies EntityDeclaration;

const MAX_READ_PAGES = 5;

/**
 * The board's rule (domain/visibility.ts isOnBoard) as a condition, so a write that needs the job on the
 * board checks it as it writes: a job hidden, closed or past its end a moment after it was read is not
 * acted on.
 */
export const ON_BOARD_CONDITION =
  'active = :yes AND paymentConfirmed = :yes AND (attribute_not_exists(#hidden) OR #hidden = :no) AND (attribute_not_exists(liveUntil) OR liveUntil > :now)';
export const onBoardValues = (now: Date) => ({ ':yes': true, ':no': false, ':now': now.toISOString() });

export const onBoardCheck = (jobId: string, now = new Date()): TransactItem => ({
  ConditionCheck: {
    Key: jobKey(jobId),
    ConditionExpression: ON_BOARD_CONDITION,
    ExpressionAttributeNames: { '#hidden': 'hidden' },
    ExpressionAttributeValues: onBoardValues(now),
  },
});

/** A transaction item that holds while the job no longer exists (an unpaid draft that expired). */
export const jobGoneCheck = (jobId: string): TransactItem => ({
  ConditionCheck: {
    Key: jobKey(jobId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** A draft its poster discarded is no job any more, for every reader (drafts.ts reads it for the discard). */
const discarded = (item: StoredItem) => item.discardedAt !== undefined;

export async function getJob(jobId: string, consistent = false): Promise<Job | null> {
  const out = await ddb().send(getItem({ Key: jobKey(jobId), ConsistentRead: consistent }));
  return out.Item && !discarded(out.Item) ? jobFromItem(out.Item) : null;
}

/** Jobs by id, read by key in batches (those that no longer exist, or were discarded, are absent). */
export async function getJobs(jobIds: readonly string[]): Promise<Map<string, Job>> {
  const items = await getMany(jobIds.map(jobKey));
  const jobs = new Map<string, Job>();
  for (const item of items.values()) if (!discarded(item)) jobs.set(String(item.id), jobFromItem(item));
  return jobs;
}

/** When a job published at `publishedAt` leaves the board. */
export const liveUntilFrom = (publishedAt: string) =>
  new Date(Date.parse(publishedAt) + JOB_LIVE_DAYS * 24 * 3600 * 1000).toISOString();

/**
 * The event a job's publishing writes in its own transaction: job alerts fan out from it
 * (streams/job-alerts.ts). Its id is the job's, so a job is announced once however often it is published.
 */
export const jobPublishedEntry = (job: Pick<Job, 'id' | 'ownerId'>, now: Date) =>
  putOutboxEntry(
    outboxEntry(
      { type: 'job-published', payload: { jobId: job.id } },
      job.ownerId,
      now,
      `${job.id}#published`,
    ),
  );

/**
 * A new job carries its poster's responsiveness summary like their others: the outbox writes it again
 * onto all their jobs (services/responsiveness.ts), this one included.
 */
const responsivenessCopy = (job: Job, now: Date): TransactItem =>
  putOutboxEntry(
    outboxEntry(
      { type: 'responses-changed', payload: { accountId: job.ownerId } },
      job.ownerId,
      now,
      `${job.ownerId}#responses#published#${job.id}`,
    ),
  );

/**
 * Stores a job that is published at once (an agency's, covered by its subscription): straight onto the
 * board, never as a draft, with its poster's email (`outbox`, an outbox entry; null for demo
 * data, which sends nothing).
 */
export async function putPublishedJob(job: Job, outbox: OutboxEntry | null): Promise<void> {
  const liveUntil = liveUntilFrom(job.publishedAt!);
  const put: TransactItem = {
    Put: {
      Item: {
        ...jobToItem({ ...job, liveUntil }),
        ...boardIndex(job.jobType, job.publishedAt!, job.id, job.postcodeDistrict),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  // Listed under its poster, with its clock running, in the same write.
  // The job's id is new: its condition fails only if that id was somehow taken.
  const outcome = await transact({
    job: put,
    posted: postedJobPut(job),
    clock: jobClockPut(clockFor(job.id, liveUntil, new Date(job.publishedAt!))),
    announcement: jobPublishedEntry(job, new Date(job.publishedAt!)),
    responsiveness: responsivenessCopy(job, new Date(job.publishedAt!)),
    outbox: outbox ? putOutboxEntry(outbox) : null,
  });
  if (!outcome.done) throw new Error(`Job id ${job.id} is taken`);
}

/**
 * Publishes a paid job: true only for the one call that changed it. Safe to call any number of times,
 * concurrently, in any order: the write is conditional on the job being unpaid and on the session being
 * the one created for it.
 */
export async function publishJob(jobId: string, sessionId: string, now = new Date()): Promise<Job | null> {
  const job = await getJob(jobId, true);
  if (!job || job.paymentConfirmed) return null;
  const { writes, published } = publishWrites(job, sessionId, now);
  return (await transact(writes)).done ? published : null;
}

/**
 * The writes that put a paid draft on the board, live for its days with its clock started: conditional
 * on the draft being unpaid, this checkout's, and holding its promo code's use as it was read (a draft
 * whose hold was given back meanwhile is read again). Publishing puts them in its transaction; the job
 * as published, for its answer.
 */
export function publishWrites(
  job: Job,
  sessionId: string,
  now: Date,
): {
  writes: {
    job: TransactItem;
    clock: TransactItem;
    announcement: TransactItem;
    responsiveness: TransactItem;
  };
  published: Job;
} {
  const publishedAt = now.toISOString();
  const liveUntil = liveUntilFrom(publishedAt);
  const index = boardIndexUpdate(boardIndex(job.jobType, publishedAt, job.id, job.postcodeDistrict));
  return {
    writes: {
      job: {
        Update: {
          Key: jobKey(job.id),
          UpdateExpression: `SET active = :yes, paymentConfirmed = :yes, publishedAt = :at, liveUntil = :until, ${index.set} REMOVE expiresAt`,
          ConditionExpression: `attribute_exists(pk) AND paymentConfirmed = :no AND checkoutSessionId = :sid AND attribute_not_exists(discardedAt) AND ${job.promoHeld ? 'promoHeld = :yes' : 'attribute_not_exists(promoHeld)'}`,
          ExpressionAttributeValues: {
            ':yes': true,
            ':no': false,
            ':at': publishedAt,
            ':until': liveUntil,
            ':sid': sessionId,
            ...index.values,
          },
        },
      },
      clock: jobClockPut(clockFor(job.id, liveUntil, now)),
      announcement: jobPublishedEntry(job, now),
      responsiveness: responsivenessCopy(job, now),
    },
    published: { ...job, active: true, paymentConfirmed: true, publishedAt, liveUntil },
  };
}

/**
 * The index partition a board read uses: the searched place's area when the place lies in one area, else
 * the type's, else the board. A place read from a name (`place`, contract/places.ts) may span several
 * areas (London; a distance): the board or the type's partition is read then, and the place applied in
 * code with the rest of the search (bounded like any rare filter). Without `place`, the search's own
 * postcode or area is read.
 */
export function boardPartitionFor(search: JobSearch, place?: PlaceMatch | null) {
  const areas =
    place === undefined ? [searchedPlace(search)?.area].filter((a) => a !== undefined) : (place?.areas ?? []);
  const [area] = areas;
  if (area && areas.length === 1)
    return {
      index: 'gsi3',
      partition: boardAreaPartition(area),
      attributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
    } as const;
  if (search.type)
    return {
      index: 'gsi2',
      partition: `${BOARD_PARTITION}#${search.type}`,
      attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
    } as const;
  return { index: 'gsi1', partition: BOARD_PARTITION, attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] } as const;
}

// A job past its end leaves the board at once, before the scheduled sweep closes it.
const LIVE_FILTER = '(attribute_not_exists(liveUntil) OR liveUntil > :now)';

/** One page of an index partition, newest first, live jobs only. */
async function readBoardPage(
  source: ReturnType<typeof boardPartitionFor>,
  limit: number,
  start: Record<string, unknown> | undefined,
  now: Date,
) {
  const out = await ddb().send(
    queryItems({
      IndexName: source.index,
      KeyConditionExpression: `${source.attributes[2]} = :p`,
      FilterExpression: LIVE_FILTER,
      ExpressionAttributeValues: { ':p': source.partition, ':now': now.toISOString() },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return { items: (out.Items ?? []).map(jobFromItem), last: out.LastEvaluatedKey };
}

/**
 * The board, newest first, a page at a time, filtered by a search (domain/job-search.ts, the rule job
 * alerts apply too). It reads one index partition: the searched place's area (gsi3), else the type's
 * (gsi2), else the whole board (gsi1); the rest of the criteria are applied here, in code. Each query
 * asks for no more items than the page still needs, so every item it returns is considered and the
 * cursor is that query's LastEvaluatedKey: nothing is skipped. It reads at most a few index pages, so a
 * rare filter cannot make one request read the whole board: the page may then come back short (even
 * empty) with a cursor to read on from.
 */
export async function listBoard(opts: {
  limit: number;
  cursor?: string;
  search?: JobSearch;
  /** The search's place as read (contract/places.ts); absent: read from the search's postcode. */
  place?: PlaceMatch | null;
  now?: Date;
}) {
  const search = opts.search ?? {};
  const source = boardPartitionFor(search, opts.place);
  let start: Record<string, unknown> | undefined = decodeCursor(
    opts.cursor,
    source.attributes,
    (key) => key[source.attributes[2]] === source.partition,
  );
  const now = opts.now ?? new Date();
  const items: Job[] = [];
  for (let page = 0; page < MAX_READ_PAGES; page++) {
    const read = await readBoardPage(source, opts.limit - items.length, start, now);
    items.push(...read.items.filter((job) => jobMatchesSearch(job, search, opts.place)));
    start = read.last;
    if (!start || items.length >= opts.limit) break;
  }
  return { items, nextCursor: encodeCursor(start) };
}

/** How many live jobs of an area the local pay figures read at most (the newest). */
export const LOCAL_PAY_MAX_JOBS = 1000;

/**
 * The structured pay of the live jobs in a postcode area, newest first, for the local pay figures
 * (services/local-pay.ts). It reads the board's own area index (gsi3, JOBS_AREA#<area>: every job on
 * the board with a district, hidden and closed jobs having lost their keys), so a request is one query
 * of one area's partition rather than a scan of the table, and it asks for the pay attributes alone (the
 * index projects every attribute, so nothing else is read out of it). An area's live jobs are a few
 * hundred at most; LOCAL_PAY_MAX_JOBS bounds the read all the same. A running aggregate kept by every
 * publish, edit, close and expiry was the alternative: it would save this query, but at the price of a
 * second write on each of those paths, and of figures that drift from the board when one is missed.
 */
export async function livePayInArea(area: string, now = new Date()): Promise<Pay[]> {
  const found: Pay[] = [];
  let read = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :p',
        FilterExpression: LIVE_FILTER,
        // An item not yet migrated is read from its words (payOf), as the board reads it.
        ProjectionExpression: '#pay, #line, #words, #hours, #type',
        ExpressionAttributeNames: {
          '#pay': 'pay',
          '#line': 'payLine',
          '#words': 'salaryText',
          '#hours': 'daysHours',
          '#type': 'jobType',
        },
        ExpressionAttributeValues: { ':p': boardAreaPartition(area), ':now': now.toISOString() },
        ScanIndexForward: false,
        Limit: LOCAL_PAY_MAX_JOBS - read,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    read += out.ScannedCount ?? out.Items?.length ?? 0;
    for (const item of out.Items ?? []) {
      const { pay } = payOf(item);
      if (pay) found.push(pay);
    }
    start = out.LastEvaluatedKey;
  } while (start && read < LOCAL_PAY_MAX_JOBS);
  return found;
}

/** How many jobs the "Best match" sort ranks at most, and how many index items it reads for them. */
export const BEST_MATCH_CANDIDATES = 150;
const BEST_MATCH_MAX_READ = 300;
const BEST_MATCH_READ_PAGE = 100;

/**
 * The jobs the "Best match" sort ranks, a bounded set: the newest (up to BEST_MATCH_CANDIDATES) live jobs
 * that meet the search in the nanny's own postcode area, topped up newest-first from the rest of the
 * board (or the searched type) when her area has fewer. A search for a place reads only that place's
 * area (nothing else could match). Each source reads at most BEST_MATCH_MAX_READ index items.
 */
export async function listBoardCandidates(opts: {
  search: JobSearch;
  /** The search's place as read (contract/places.ts); absent: read from the search's postcode. */
  place?: PlaceMatch | null;
  homeArea: string | null;
  now?: Date;
  max?: number;
}): Promise<Job[]> {
  const now = opts.now ?? new Date();
  const max = opts.max ?? BEST_MATCH_CANDIDATES;
  const board = boardPartitionFor(opts.search, opts.place);
  const sources =
    board.index === 'gsi3' || !opts.homeArea
      ? [board]
      : [
          {
            index: 'gsi3',
            partition: boardAreaPartition(opts.homeArea),
            attributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
          } as const,
          board,
        ];
  const found = new Map<string, Job>();
  for (const source of sources) {
    let start: Record<string, unknown> | undefined;
    let read = 0;
    do {
      const limit = Math.min(BEST_MATCH_READ_PAGE, BEST_MATCH_MAX_READ - read);
      const page = await readBoardPage(source, limit, start, now);
      read += limit;
      for (const job of page.items)
        if (found.size < max && !found.has(job.id) && jobMatchesSearch(job, opts.search, opts.place))
          found.set(job.id, job);
      start = page.last;
    } while (start && found.size < max && read < BEST_MATCH_MAX_READ);
    if (found.size >= max) break;
  }
  return [...found.values()];
}

/**
 * A moderator hides a published job from the board (its index keys go, so no list reads it) or shows it
 * again (only a paid job), as one write of a review's transaction. Hiding is recorded, so the admin view
 * can tell.
 */
export function jobVisibilityWrite(job: Job, hidden: boolean) {
  const index = boardIndexUpdate(
    boardIndex(job.jobType, job.publishedAt ?? job.createdAt, job.id, job.postcodeDistrict),
  );
  return {
    Update: {
      Key: jobKey(job.id),
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ...(hidden
        ? {
            UpdateExpression:
              'SET #hidden = :yes, active = :no REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true, ':no': false },
          }
        : {
            UpdateExpression: `SET #hidden = :no, active = :yes, ${index.set}`,
            // A job closed, filled or expired meanwhile stays off the board.
            ConditionExpression:
              'attribute_exists(pk) AND paymentConfirmed = :yes AND attribute_not_exists(closedAt)',
            ExpressionAttributeValues: {
              ':yes': true,
              ':no': false,
              ...index.values,
            },
          }),
    },
  } satisfies TransactItem;
}
