import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { NannyProfile } from '../domain/nanny.ts';
import { candidateSortKey } from '../domain/nanny.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import { isListed } from '../domain/visibility.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { conflict } from '../domain/errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { CANDIDATES_PARTITION, keys } from './keys.ts';

type Item = Record<string, unknown>;

const PROFILE_FIELDS = [
  'id',
  'userId',
  'fullName',
  'location',
  'yearsExperience',
  'email',
  'bio',
  'skills',
  'languages',
  'drivingLicense',
  'willingToTravel',
  'activelyLooking',
  'hourlyRateMin',
  'hourlyRateMax',
  'additionalComments',
  'photo',
  'cv',
  'dbs',
  'references',
  'rating',
  'totalReviews',
  'dbsVerified',
  'dbsVerifiedAt',
  'hidden',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof NannyProfile>;

/**
 * Text stored by earlier versions as HTML (rich-text bios: `<p>`, `<strong>`, `&amp;`) reads as the plain
 * text with paragraphs that is stored now, so nobody sees tags or entities, and an edit saves it clean.
 * Text stored since then is already clean, and reading it through the same cleaning changes nothing.
 */
const storedParagraphs = (value: unknown): string =>
  typeof value === 'string' ? plainParagraphs(value) : '';

function fromItem(item: Item): NannyProfile {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, item[f]])) as unknown as NannyProfile;
  return {
    ...profile,
    bio: storedParagraphs(profile.bio),
    additionalComments: storedParagraphs(profile.additionalComments),
    hourlyRateMin: profile.hourlyRateMin ?? null,
    hourlyRateMax: profile.hourlyRateMax ?? null,
    photo: profile.photo ?? null,
    cv: profile.cv ?? null,
    dbs: profile.dbs ?? null,
    references: profile.references ?? [],
    dbsVerified: profile.dbsVerified ?? false,
    dbsVerifiedAt: profile.dbsVerifiedAt ?? null,
    hidden: profile.hidden ?? false,
  };
}

function toItem(profile: NannyProfile): Item {
  return {
    ...keys.nannyProfile(profile.id),
    entity: 'NannyProfile',
    ...profile,
    // Only listed profiles enter the candidates index (a sparse GSI).
    ...(isListed(profile) ? keys.candidatesIndex(candidateSortKey(profile)) : {}),
  };
}

export async function getNanny(nannyId: string, consistent = false): Promise<NannyProfile | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.nannyProfile(nannyId), ConsistentRead: consistent }),
  );
  return out.Item ? fromItem(out.Item) : null;
}

export async function getNannyIdOfUser(userId: string): Promise<string | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.nannyOwner(userId), ConsistentRead: true }),
  );
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
 * Saves a profile with its skill and language relations in one transaction. A new profile also
 * claims the owner record, so a user can never have two; an edit must be of the version read, moderation
 * included: a moderator's hide or DBS check leaves `updatedAt` (her own last edit) as it was, so the
 * condition also holds those flags to what was read, and an edit begun before them cannot undo them.
 */
export async function saveNanny(profile: NannyProfile, previous: NannyProfile | null): Promise<void> {
  const table = tableName();
  const relations = (p: NannyProfile | null) => [
    ...(p?.skills ?? []).map((s) => ({ kind: 'skill', value: s, key: keys.nannySkill(profile.id, s) })),
    ...(p?.languages ?? []).map((l) => ({ kind: 'lang', value: l, key: keys.nannyLanguage(profile.id, l) })),
  ];
  const before = new Map(relations(previous).map((r) => [r.key.sk, r]));
  const after = new Map(relations(profile).map((r) => [r.key.sk, r]));

  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: table,
        Item: toItem(profile),
        ...(previous
          ? {
              ConditionExpression: [
                'attribute_exists(pk) AND updatedAt = :seen',
                stillFlag('#hidden', ':hidden', previous.hidden),
                stillFlag('#dbs', ':dbs', previous.dbsVerified),
              ].join(' AND '),
              ExpressionAttributeNames: { '#hidden': 'hidden', '#dbs': 'dbsVerified' },
              ExpressionAttributeValues: {
                ':seen': previous.updatedAt,
                ':hidden': previous.hidden,
                ':dbs': previous.dbsVerified,
              },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
  if (!previous)
    items.push({
      Put: {
        TableName: table,
        Item: { ...keys.nannyOwner(profile.userId), entity: 'NannyOwner', nannyId: profile.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  for (const [sk, relation] of after)
    if (!before.has(sk))
      items.push({
        Put: {
          TableName: table,
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
    if (!after.has(sk)) items.push({ Delete: { TableName: table, Key: { pk: relation.key.pk, sk } } });

  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw conflict(
        previous
          ? 'Your profile was changed somewhere else in the meantime. Please reload the page and try again.'
          : 'You already have a profile. Reload the page to edit it.',
      );
    throw error;
  }
}

const INDEX_KEY = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/** Listed nannies, best rated first, a page at a time: one Query reading only the page. */
export async function listCandidates(limit: number, cursor?: string) {
  const start = decodeCursor(cursor, INDEX_KEY, (key) => key.gsi1pk === CANDIDATES_PARTITION);
  const out = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': CANDIDATES_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return {
    items: (out.Items ?? []).map(fromItem),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}
