/**
 * Nanny profiles, with the records that go with one: its owner record (one profile per user), and a
 * relation item per skill and language (nanny_skills, nanny_languages), each readable by its skill or
 * language on gsi2.
 *
 * Keys:
 * - Profile: pk NANNY#<nannyId>, sk PROFILE. Listed profiles also carry gsi1pk CANDIDATES,
 *   gsi1sk <rating>#<createdAt>#<nannyId> (a sparse index read newest-best first) and, with a postcode
 *   district, gsi3pk CANDIDATES_AREA#<area>, gsi3sk the same (the candidates of one postcode area).
 * - Owner: pk USER#<userId>, sk NANNY -> { nannyId }.
 * - Skill: pk NANNY#<nannyId>, sk SKILL#<skill>; gsi2pk SKILL#<skill>, gsi2sk NANNY#<nannyId>.
 * - Language: pk NANNY#<nannyId>, sk LANG#<language>; gsi2pk LANG#<language>, gsi2sk NANNY#<nannyId>;
 *   proficiency 'conversational'.
 */
import type { FileRef } from '../contract/uploads.ts';
import { weekOf } from '../contract/week-constants.ts';
import { storedResponsiveness } from '../contract/responsiveness-constants.ts';
import type { NannyProfile } from '../domain/nanny.ts';
import { candidateSortKey } from '../domain/nanny.ts';
import { averageRating, NO_REVIEWS, type ReviewAggregate } from '../domain/reviews.ts';
import { isListed } from '../domain/visibility.ts';
import { trustFromStored, withLegacyDbsFlag } from '../domain/verification.ts';
import { areaOf } from '../contract/postcode.ts';
import { ddb } from '../platform/clients.ts';
import { conflict } from '../domain/errors.ts';
import { ACCOUNT_TYPE_MESSAGES } from '../contract/me.ts';
import { accountTypeCheck } from './account-index.ts';
import { attempt } from './table/conditional.ts';
import { decodeCursor, encodeCursor } from './table/cursor.ts';
import { readPartitionPage } from './table/pages.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, queryItems, updateItem } from './table/commands.ts';

export const CANDIDATES_PARTITION = 'CANDIDATES';

export const nannyKey = (nannyId: string) => ({ pk: `NANNY#${nannyId}`, sk: 'PROFILE' });
export const nannyOwnerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NANNY' });
export const candidatesAreaPartition = (area: string) => `CANDIDATES_AREA#${area}`;
/** Where a listed profile sits in the candidates list, and in its area's when it has a district. */
const candidatesIndex = (profile: NannyProfile) => {
  const sortKey = candidateSortKey(profile);
  return {
    gsi1pk: CANDIDATES_PARTITION,
    gsi1sk: sortKey,
    ...(profile.postcodeDistrict
      ? { gsi3pk: `CANDIDATES_AREA#${areaOf(profile.postcodeDistrict)}`, gsi3sk: sortKey }
      : {}),
  };
};
/** The candidates indexes as an update's SET clause (values `:c0`...), or the REMOVE of them all. */
function listingUpdate(profile: NannyProfile, listed: boolean) {
  const remove = 'gsi1pk, gsi1sk, gsi3pk, gsi3sk';
  if (!listed) return { set: '', remove, values: {} };
  const entries = Object.entries(candidatesIndex(profile));
  return {
    set: entries.map(([name], i) => `${name} = :c${i}`).join(', '),
    remove: profile.postcodeDistrict ? '' : 'gsi3pk, gsi3sk',
    values: Object.fromEntries(entries.map(([, value], i) => [`:c${i}`, value])),
  };
}
const skillKey = (nannyId: string, skill: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `SKILL#${skill}`,
  gsi2pk: `SKILL#${skill}`,
  gsi2sk: `NANNY#${nannyId}`,
});
const languageKey = (nannyId: string, language: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `LANG#${language}`,
  gsi2pk: `LANG#${language}`,
  gsi2sk: `NANNY#${nannyId}`,
});

/**
 * Text with paragraphs as stored: cleaned as it is saved (domain/nanny-text.ts), and text stored as HTML
 * by earlier versions cleaned once by migrations/profile-text-migration.ts, so a read takes it as it is.
 */
const storedParagraphs = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Her reviews' aggregate as stored. A profile written before reviews could be written carries no
 * `ratingSum`: whatever rating it held was not made of reviews, so it reads as none.
 */
export function aggregateFromItem(item: StoredItem): ReviewAggregate {
  if (typeof item.ratingSum !== 'number' || typeof item.totalReviews !== 'number') return NO_REVIEWS;
  return { ratingSum: item.ratingSum, totalReviews: item.totalReviews };
}

/** Her responsiveness summary as stored (data/response-records.ts writes it), or absent. */
function responsivenessOf(
  item: StoredItem,
): Pick<NannyProfile, 'responsiveness' | 'responsivenessVersion' | 'responsivenessAt'> {
  const version = typeof item.responsivenessVersion === 'number' ? item.responsivenessVersion : 0;
  const stored = storedResponsiveness(item.responsiveness);
  if (version === 0 && !stored) return {};
  return {
    responsiveness: stored,
    responsivenessVersion: version,
    ...(typeof item.responsivenessAt === 'string' ? { responsivenessAt: item.responsivenessAt } : {}),
  };
}

/**
 * That her responsiveness summary is still the version read: the product writes it apart from her
 * edits (each write moves the version), so an edit that read an older one cannot put it back.
 */
export function responsivenessAsRead(version: number) {
  return {
    condition:
      version === 0
        ? '(attribute_not_exists(responsivenessVersion) OR responsivenessVersion = :responsivenessVersion)'
        : 'responsivenessVersion = :responsivenessVersion',
    values: { ':responsivenessVersion': version },
  };
}

/** A profile as read; attributes older items lack read as their empty value. */
export function nannyFromItem(item: StoredItem): NannyProfile {
  const reviews = aggregateFromItem(item);
  return {
    id: item.id as string,
    userId: item.userId as string,
    fullName: item.fullName as string,
    location: item.location as string,
    postcodeDistrict: (item.postcodeDistrict as string | undefined) ?? null,
    lookingFor: (item.lookingFor as string[] | undefined) ?? [],
    availableFrom: (item.availableFrom as string | undefined) ?? null,
    // A profile saved before availability was asked for has none: not said.
    availability: weekOf(item.availability),
    yearsExperience: item.yearsExperience as number,
    email: item.email as string,
    bio: storedParagraphs(item.bio),
    skills: item.skills as string[],
    languages: item.languages as string[],
    drivingLicense: item.drivingLicense as boolean,
    willingToTravel: item.willingToTravel as boolean,
    activelyLooking: item.activelyLooking as boolean,
    hourlyRateMin: (item.hourlyRateMin as number | undefined) ?? null,
    hourlyRateMax: (item.hourlyRateMax as number | undefined) ?? null,
    additionalComments: storedParagraphs(item.additionalComments),
    photo: (item.photo as FileRef | undefined) ?? null,
    cv: (item.cv as FileRef | undefined) ?? null,
    dbs: (item.dbs as FileRef | undefined) ?? null,
    references: (item.references as FileRef[] | undefined) ?? [],
    rating: averageRating(reviews),
    totalReviews: reviews.totalReviews,
    ratingSum: reviews.ratingSum,
    trust: withLegacyDbsFlag(trustFromStored(item.trust), item),
    trustVersion: typeof item.trustVersion === 'number' ? item.trustVersion : 0,
    ...responsivenessOf(item),
    hidden: (item.hidden as boolean | undefined) ?? false,
    ...(item.deleting === true ? { deleting: true } : {}),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export function nannyToItem(profile: NannyProfile): StoredItem {
  return {
    ...nannyKey(profile.id),
    entity: 'NannyProfile',
    ...profile,
    // Only listed profiles enter the candidates index (a sparse GSI).
    ...(isListed(profile) ? candidatesIndex(profile) : {}),
  };
}

const nannyIdOf = (item: StoredItem) => String(item.pk).slice('NANNY#'.length);
/** Skills, languages and the owner record are their profile's, and leave with it. */
const WITH_PROFILE = 'written and deleted with its profile, which is kept while the account exists';

export const entity = {
  name: 'NannyProfile',
  keys: { pk: 'NANNY#', sk: 'PROFILE' },
  owner: { of: (item) => ({ account: String(item.userId) }) },
  retention: {
    policy: 'account',
    rule: 'kept while the account exists; a checked DBS certificate’s image leaves it six months after the check (the retention run), the record of the check stays',
  },
  export: {
    shape: (item) => {
      // Her profile as she wrote it, with the moderation that concerns her (a hide); her checks are
      // exported as their records (data/verifications.ts).
      const {
        userId: _user,
        rating: _rating,
        totalReviews: _reviews,
        trust: _trust,
        trustVersion: _version,
        ratingSum: _sum,
        ...profile
      } = nannyFromItem(item);
      return profile;
    },
  },
  find: (s) => (s.nannyId ? [{ key: nannyKey(s.nannyId) }] : []),
  erase: { delete: 'her profile' },
  files: (item) => {
    const profile = nannyFromItem(item);
    return [profile.photo, profile.cv, profile.dbs, ...profile.references].flatMap((f) => (f ? [f.key] : []));
  },
} satisfies EntityDeclaration;

export const ownerEntity = {
  name: 'NannyOwner',
  keys: { pk: 'USER#', sk: 'NANNY' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: WITH_PROFILE },
  export: { none: 'a pointer from the account to its profile, which is exported itself' },
  find: (s) => [{ key: nannyOwnerKey(s.accountId) }],
  erase: { delete: 'a pointer to her profile' },
} satisfies EntityDeclaration;

export const skillEntity = {
  name: 'NannySkill',
  keys: { pk: 'NANNY#', sk: 'SKILL#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: { policy: 'account', rule: WITH_PROFILE },
  export: { none: "a search index of the profile's skills, which the profile export lists" },
  find: (s) => (s.nannyId ? [{ partition: `NANNY#${s.nannyId}`, sortKeyPrefix: 'SKILL#' }] : []),
  erase: { delete: WITH_PROFILE },
} satisfies EntityDeclaration;

export const languageEntity = {
  name: 'NannyLanguage',
  keys: { pk: 'NANNY#', sk: 'LANG#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: { policy: 'account', rule: WITH_PROFILE },
  export: { none: "a search index of the profile's languages, which the profile export lists" },
  find: (s) => (s.nannyId ? [{ partition: `NANNY#${s.nannyId}`, sortKeyPrefix: 'LANG#' }] : []),
  erase: { delete: WITH_PROFILE },
} satisfies EntityDeclaration;

export async function getNanny(nannyId: string, consistent = false): Promise<NannyProfile | null> {
  const out = await ddb().send(getItem({ Key: nannyKey(nannyId), ConsistentRead: consistent }));
  return out.Item ? nannyFromItem(out.Item) : null;
}

/** A profile with whether it is in the candidates list now (its index attributes as stored). */
export interface ListedProfile {
  profile: NannyProfile;
  listed: boolean;
}

/** A profile read consistently with its place in the candidates list, for a write that moves it. */
export async function getListedNanny(nannyId: string): Promise<ListedProfile | null> {
  const out = await ddb().send(getItem({ Key: nannyKey(nannyId), ConsistentRead: true }));
  return out.Item
    ? { profile: nannyFromItem(out.Item), listed: out.Item.gsi1pk === CANDIDATES_PARTITION }
    : null;
}

export async function getNannyIdOfUser(userId: string): Promise<string | null> {
  const out = await ddb().send(getItem({ Key: nannyOwnerKey(userId), ConsistentRead: true }));
  return typeof out.Item?.nannyId === 'string' ? out.Item.nannyId : null;
}

export async function getNannyOfUser(userId: string): Promise<NannyProfile | null> {
  const nannyId = await getNannyIdOfUser(userId);
  // Read consistently: an edit must start from the version just saved.
  return nannyId ? getNanny(nannyId, true) : null;
}

/** A flag still as read: a profile read without it counts it false, so an absent flag is false too. */
const stillFlag = (name: string, value: string, read: boolean) =>
  read ? `${name} = ${value}` : `(attribute_not_exists(${name}) OR ${name} = ${value})`;

/**
 * The condition that her reviews' aggregate is still as read (`:ratingSum`, `:totalReviews`): a
 * profile read with none may also have none stored yet (written before reviews were counted).
 */
/**
 * That her checks' summary is still the version read (domain/verification.ts): every write of the
 * summary moves the version, so a write held to it cannot undo a record made meanwhile. A profile
 * stored before checks existed has no version, which reads as 0.
 */
export function trustAsRead(version: number) {
  return {
    condition:
      version === 0
        ? '(attribute_not_exists(trustVersion) OR trustVersion = :trustVersion)'
        : 'trustVersion = :trustVersion',
    values: { ':trustVersion': version },
  };
}

export function aggregateAsRead(read: ReviewAggregate) {
  const same = 'ratingSum = :ratingSum AND totalReviews = :totalReviews';
  return {
    condition: read.totalReviews === 0 ? `(attribute_not_exists(ratingSum) OR (${same}))` : `(${same})`,
    values: { ':ratingSum': read.ratingSum, ':totalReviews': read.totalReviews },
  };
}

/**
 * Saves a profile with its skill and language relations in one transaction. A new profile also
 * claims the owner record, so a user can never have two; an edit must be of the version read, moderation
 * included: a moderator's hide or DBS check leaves `updatedAt` (her own last edit) as it was, so the
 * condition also holds those flags to what was read, and an edit begun before them cannot undo them.
 * Her reviews' aggregate is carried through as read and held to it the same way, so a review written
 * meanwhile is never lost from her rating (the edit is refused and tried again).
 */
export async function saveNanny(profile: NannyProfile, previous: NannyProfile | null): Promise<void> {
  const relations = (p: NannyProfile | null) => [
    ...(p?.skills ?? []).map((s) => ({ kind: 'skill', value: s, key: skillKey(profile.id, s) })),
    ...(p?.languages ?? []).map((l) => ({ kind: 'lang', value: l, key: languageKey(profile.id, l) })),
  ];
  const before = new Map(relations(previous).map((r) => [r.key.sk, r]));
  const after = new Map(relations(profile).map((r) => [r.key.sk, r]));

  const profileWrite: TransactItem = {
    Put: {
      Item: nannyToItem(profile),
      ...(previous
        ? {
            ConditionExpression: [
              // A deletion under way has unlisted her: an edit begun before it cannot list her again.
              'attribute_exists(pk) AND updatedAt = :seen AND attribute_not_exists(deleting)',
              stillFlag('#hidden', ':hidden', previous.hidden),
              // A moderator's record moves the checks' version: an edit begun before it cannot undo it.
              trustAsRead(previous.trustVersion).condition,
              aggregateAsRead(previous).condition,
              responsivenessAsRead(previous.responsivenessVersion ?? 0).condition,
            ].join(' AND '),
            ExpressionAttributeNames: { '#hidden': 'hidden' },
            ExpressionAttributeValues: {
              ':seen': previous.updatedAt,
              ':hidden': previous.hidden,
              ...trustAsRead(previous.trustVersion).values,
              ...aggregateAsRead(previous).values,
              ...responsivenessAsRead(previous.responsivenessVersion ?? 0).values,
            },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  const owner: TransactItem | null = previous
    ? null
    : {
        Put: {
          Item: { ...nannyOwnerKey(profile.userId), entity: 'NannyOwner', nannyId: profile.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  // Only a nanny account (now, not as its token was) creates a nanny profile.
  const sameType = previous ? null : accountTypeCheck(profile.userId, 'nanny');
  const relationWrites: TransactItem[] = [];
  for (const [sk, relation] of after)
    if (!before.has(sk))
      relationWrites.push({
        Put: {
          Item: {
            ...relation.key,
            entity: relation.kind === 'skill' ? 'NannySkill' : 'NannyLanguage',
            nannyId: profile.id,
            [relation.kind === 'skill' ? 'skill' : 'language']: relation.value,
            ...(relation.kind === 'lang' ? { proficiency: 'conversational' } : {}),
          },
        },
      });
  for (const [sk, relation] of before)
    if (!after.has(sk)) relationWrites.push({ Delete: { Key: { pk: relation.key.pk, sk } } });

  const outcome = await transact({ profile: profileWrite, owner, sameType, relations: relationWrites });
  if (outcome.didFail('sameType')) throw conflict(ACCOUNT_TYPE_MESSAGES.changedMeanwhile);
  if (!outcome.done)
    throw conflict(
      previous
        ? 'Your profile was changed somewhere else in the meantime. Please reload the page and try again.'
        : 'You already have a profile. Reload the page to edit it.',
    );
}

/** Listed nannies, best rated first, a page at a time: one Query reading only the page. */
export async function listCandidates(limit: number, cursor?: string) {
  const page = await readPartitionPage({ index: 'gsi1', partition: CANDIDATES_PARTITION, limit, cursor });
  return { items: page.items.map(nannyFromItem), nextCursor: page.nextCursor };
}

/** How many index pages one filtered request of the candidates list reads at most. */
export const MAX_FILTER_PAGES = 5;

/**
 * Listed nannies that pass `accept`, best rated first: one Query on one index partition (her area's on
 * gsi3 when a place is searched, else the whole list on gsi1), each page asking for as many items as
 * the answer still lacks, at most MAX_FILTER_PAGES pages. The cursor is where reading stopped: every
 * item of every page read was considered, so the next request misses none and scans nothing.
 */
export async function searchCandidates(opts: {
  limit: number;
  cursor?: string | undefined;
  /** A postcode area: read only its partition. */
  area: string | null;
  accept: (profile: NannyProfile) => boolean;
}) {
  const index = opts.area ? 'gsi3' : 'gsi1';
  const partition = opts.area ? candidatesAreaPartition(opts.area) : CANDIDATES_PARTITION;
  const attributes = ['pk', 'sk', `${index}pk`, `${index}sk`];
  let start: Record<string, unknown> | undefined = decodeCursor(
    opts.cursor,
    attributes,
    (key) => key[`${index}pk`] === partition,
  );
  const items: NannyProfile[] = [];
  let itemsRead = 0;
  for (let page = 0; page < MAX_FILTER_PAGES; page++) {
    const out = await ddb().send(
      queryItems({
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ExpressionAttributeValues: { ':p': partition },
        ScanIndexForward: false,
        Limit: opts.limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    itemsRead += out.Items?.length ?? 0;
    items.push(...(out.Items ?? []).map(nannyFromItem).filter(opts.accept));
    start = out.LastEvaluatedKey;
    if (!start || items.length >= opts.limit) break;
  }
  return { items, nextCursor: encodeCursor(start), itemsRead };
}

/**
 * The most an area's read takes: its best-rated listed nannies up to this many (a few pages), so even
 * the busiest postcode area costs one bounded read; the issue's benchmark areas hold a few hundred.
 */
export const AREA_POOL_MAX = 1000;

/**
 * The listed nannies of a postcode area (its gsi3 partition, best rated first, at most AREA_POOL_MAX),
 * or, with no area, the first `max` of the whole list (gsi1): what suggestions for a job score. Answers
 * how many items were read.
 */

export async function readCandidatePool(area: string | null, max = 100) {
  const cap = area ? AREA_POOL_MAX : max;
  const index = area ? 'gsi3' : 'gsi1';
  const partition = area ? candidatesAreaPartition(area) : CANDIDATES_PARTITION;
  const profiles: NannyProfile[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ExpressionAttributeValues: { ':p': partition },
        ScanIndexForward: false,
        Limit: cap - profiles.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    profiles.push(...(out.Items ?? []).map(nannyFromItem));
    start = out.LastEvaluatedKey;
  } while (start && profiles.length < cap);
  return { profiles, itemsRead: profiles.length };
}

/**
 * A transaction item that holds while the profile exists, no moderator has hidden it and her account's
 * deletion has not started (visibility.ts mayReach, her half): what every path by which she reaches
 * someone carries.
 */
export const visibleProfileCheck = (nannyId: string): TransactItem => ({
  ConditionCheck: {
    Key: nannyKey(nannyId),
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(#hidden) OR #hidden = :no) AND attribute_not_exists(deleting)',
    ExpressionAttributeNames: { '#hidden': 'hidden' },
    ExpressionAttributeValues: { ':no': false },
  },
});

/**
 * A transaction item that holds while her card is listed (looking, not hidden, not being deleted:
 * visibility.ts isListed): what reaching her from her card (an invitation, the Contact form) carries.
 */
export const listedProfileCheck = (nannyId: string): TransactItem => ({
  ConditionCheck: {
    Key: nannyKey(nannyId),
    ConditionExpression:
      'attribute_exists(pk) AND activelyLooking = :yes AND (attribute_not_exists(#hidden) OR #hidden = :no) AND attribute_not_exists(deleting)',
    ExpressionAttributeNames: { '#hidden': 'hidden' },
    ExpressionAttributeValues: { ':yes': true, ':no': false },
  },
});

/**
 * A moderator hides a nanny profile from the candidates list, or lists it again (if she is looking), as
 * one write of a review's transaction. Its place in the list is by her rating as read, so the write
 * holds only while her reviews' aggregate is still as read.
 */
export function nannyVisibilityWrite(profile: NannyProfile, hidden: boolean) {
  const listing = listingUpdate(profile, isListed({ ...profile, hidden }));
  const same = aggregateAsRead(profile);
  return {
    Update: {
      Key: nannyKey(profile.id),
      UpdateExpression: [
        `SET #hidden = :h${listing.set ? `, ${listing.set}` : ''}`,
        listing.remove ? `REMOVE ${listing.remove}` : '',
      ].join(' '),
      ConditionExpression: `attribute_exists(pk) AND ${same.condition}`,
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ExpressionAttributeValues: {
        ':h': hidden,
        ...same.values,
        ...listing.values,
      },
    },
  } satisfies TransactItem;
}

/**
 * Her reviews' aggregate changes from what was read to `next` (a review written, changed, hidden,
 * shown again or deleted), as one write of that change's transaction: the sum and count, the rating
 * they make, and her place in the candidates list, which is by rating. It holds only while the
 * aggregate and her listing are as read, so two changes at once cannot both count from the same
 * aggregate: the one refused reads again.
 */
export function reviewAggregateWrite(
  { profile, listed }: ListedProfile,
  next: ReviewAggregate,
): TransactItem {
  const rating = averageRating(next);
  const same = aggregateAsRead(profile);
  // Her place in the lists (and in her area's, by the district read) moves with her rating.
  const area = listed && profile.postcodeDistrict;
  return {
    Update: {
      Key: nannyKey(profile.id),
      UpdateExpression:
        'SET ratingSum = :sum, totalReviews = :count, rating = :rating' +
        (listed ? ', gsi1sk = :s' : '') +
        (area ? ', gsi3sk = :s' : ''),
      ConditionExpression: [
        // A profile whose deletion has started takes no new rating (its reviews go with it).
        'attribute_exists(pk) AND attribute_not_exists(deleting)',
        same.condition,
        listed ? 'gsi1pk = :p' : 'attribute_not_exists(gsi1pk)',
      ].join(' AND '),
      ExpressionAttributeValues: {
        ':sum': next.ratingSum,
        ':count': next.totalReviews,
        ':rating': rating,
        ...same.values,
        ...(listed ? { ':p': CANDIDATES_PARTITION, ':s': candidateSortKey({ ...profile, rating }) } : {}),
      },
    },
  };
}

/** Takes her profile off the candidates list for good: her account is being deleted (the profile follows). */
export async function unlistNanny(nannyId: string): Promise<void> {
  await attempt(
    updateItem({
      Key: nannyKey(nannyId),
      UpdateExpression: 'SET deleting = :yes REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Her profile's contact address follows her account's, once she verified a new one. */
export async function setNannyEmail(nannyId: string, email: string): Promise<void> {
  await attempt(
    updateItem({
      Key: nannyKey(nannyId),
      UpdateExpression: 'SET email = :e',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':e': email },
    }),
  );
}
