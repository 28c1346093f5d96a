/**
 * Everything the product keeps about one account, found by walking the entity registry: each entity
 * that an account can own says where its items are (`find`) from the account's subject, and whose an
 * item is (`owner`). Export (services/data-export.ts) and deletion (services/account-deletion.ts) read
 * the same walk, so an entity joins both by declaring itself.
 */
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { publicLogoFolderOf } from '../contract/logo-keys.ts';
import { getAgencyOfUser } from '../data/agencies.ts';
import { getSubscription } from '../data/community.ts';
import type { EntityDeclaration, Lookup, OwnerRef, StoredItem, Subject, TableKey } from '../data/entity.ts';
import { getJobs, jobKey } from '../data/jobs.ts';
import { agencyKey } from '../data/agencies.ts';
import { getNannyIdOfUser, getNanny, nannyKey } from '../data/nannies.ts';
import { readPartitionPage } from '../data/table/pages.ts';
import { listPostedJobIds } from '../data/posted-jobs.ts';
import { ENTITIES, entityOf } from '../data/registry.ts';
import { attempt } from '../data/table/conditional.ts';
import { transact } from '../data/table/transact.ts';
import { ddb } from '../platform/clients.ts';
import { s3, uploadsBucket } from '../platform/s3.ts';
import { deleteItem, getItem, putItem } from '../data/table/commands.ts';

const PAGE = 100;

async function allPages<T>(read: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>) {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** What the account holds that leads to the rest: its profile or agency, its jobs, its applications. */
export async function resolveSubject(accountId: string, email: string | null): Promise<Subject> {
  const [nannyId, agency] = await Promise.all([getNannyIdOfUser(accountId), getAgencyOfUser(accountId)]);
  const posted = await allPages(async (cursor) => {
    const page = await listPostedJobIds(accountId, { limit: PAGE, ...(cursor ? { cursor } : {}) });
    return { items: page.jobIds.map((j) => j.jobId), nextCursor: page.nextCursor };
  });
  const applied = nannyId
    ? await allPages((cursor) =>
        readPartitionPage({ partition: `NANNY#${nannyId}`, sortKeyPrefix: 'APP#', limit: PAGE, cursor }).then(
          (page) => ({ items: page.items.map((item) => String(item.jobId)), nextCursor: page.nextCursor }),
        ),
      )
    : [];
  const jobs = await getJobs(posted);
  const promoCodes = [...jobs.values()].flatMap((job) => (job.promoCode ? [job.promoCode] : []));
  // A sign-in deleted outside the product leaves no address to ask for: the profile's is the account's.
  const knownEmail =
    email ??
    (nannyId ? ((await getNanny(nannyId, true))?.email ?? null) : null) ??
    agency?.ownerEmail ??
    null;
  const subscription = knownEmail ? await getSubscription(knownEmail) : null;
  return {
    accountId,
    email: knownEmail ? knownEmail.toLowerCase() : null,
    nannyId,
    agencyId: agency?.id ?? null,
    jobIds: posted,
    appliedJobIds: [...new Set(applied)],
    promoCodes: [...new Set(promoCodes)],
    welcomeCodes: subscription?.discountCode ? [subscription.discountCode] : [],
  };
}

const sameKey = (a: TableKey, b: TableKey) => a.pk === b.pk && a.sk === b.sk;

/** Whether an owner reference names the subject's account, address or one of its own items. */
export function ownedBy(ref: OwnerRef, subject: Subject): boolean {
  if ('account' in ref) return ref.account === subject.accountId;
  if ('email' in ref) return subject.email !== null && ref.email.toLowerCase() === subject.email;
  if ('accounts' in ref) return ref.accounts.includes(subject.accountId);
  if ('sameOwnerAs' in ref) {
    const roots: TableKey[] = [
      ...(subject.nannyId ? [nannyKey(subject.nannyId)] : []),
      ...(subject.agencyId ? [agencyKey(subject.agencyId)] : []),
      ...subject.jobIds.map(jobKey),
    ];
    return roots.some((root) => sameKey(root, ref.sameOwnerAs));
  }
  return false;
}

async function readKey(Key: TableKey): Promise<StoredItem[]> {
  const out = await ddb().send(getItem({ Key, ConsistentRead: true }));
  return out.Item ? [out.Item] : [];
}

async function readLookup(lookup: Lookup): Promise<StoredItem[]> {
  if ('via' in lookup) {
    const pointers = await readLookup(lookup.via);
    if ('partitions' in lookup)
      return (await Promise.all(pointers.map((pointer) => readLookup(lookup.partitions(pointer))))).flat();
    return (await Promise.all(pointers.map((pointer) => readKey(lookup.key(pointer))))).flat();
  }
  if ('key' in lookup) return readKey(lookup.key);
  return allPages((cursor) =>
    readPartitionPage({
      ...(lookup.index ? { index: lookup.index } : {}),
      partition: lookup.partition,
      ...(lookup.sortKeyPrefix ? { sortKeyPrefix: lookup.sortKeyPrefix } : {}),
      limit: PAGE,
      cursor,
    }),
  );
}

export interface OwnedItem {
  entity: EntityDeclaration;
  item: StoredItem;
}

/**
 * Every item the subject owns, entity by entity in the registry's order. An index answers with the
 * item itself (every index projects all attributes), so nothing is read twice.
 */
export async function ownedItems(subject: Subject): Promise<OwnedItem[]> {
  const seen = new Set<string>();
  const found: OwnedItem[] = [];
  for (const entity of ENTITIES) {
    if (!entity.find || !('of' in entity.owner)) continue;
    for (const lookup of entity.find(subject)) {
      for (const item of await readLookup(lookup)) {
        const key = { pk: String(item.pk), sk: String(item.sk) };
        const id = `${key.pk}\u0000${key.sk}`;
        if (seen.has(id) || entityOf(key) !== entity) continue;
        if (!ownedBy(entity.owner.of(item), subject)) continue;
        seen.add(id);
        found.push({ entity, item });
      }
    }
  }
  return found;
}

/** Items of others that carry the subject's details, as their entities declare (`mentions`). */
export async function mentioningItems(subject: Subject): Promise<OwnedItem[]> {
  const found: OwnedItem[] = [];
  for (const entity of ENTITIES) {
    for (const lookup of entity.mentions?.(subject) ?? []) {
      for (const item of await readLookup(lookup)) {
        if (entityOf({ pk: String(item.pk), sk: String(item.sk) }) === entity) found.push({ entity, item });
      }
    }
  }
  return found;
}

/**
 * Where the subject's files are in the uploads bucket: its fresh uploads, its exports, and the
 * folders of what it owns (a file replaced on a profile may be left there; it is theirs too), and an
 * agency's public logo copies.
 */
export function filePrefixes(subject: Subject): string[] {
  return [
    `pending/${subject.accountId}/`,
    `exports/${subject.accountId}/`,
    ...(subject.nannyId ? [`files/nannies/${subject.nannyId}/`] : []),
    ...(subject.agencyId ? [`files/agencies/${subject.agencyId}/`] : []),
    // An agency's public logo copies: its current one and those it replaced.
    ...(subject.agencyId ? [publicLogoFolderOf(subject.agencyId)] : []),
    ...subject.jobIds.map((jobId) => `files/jobs/${jobId}/`),
    ...(subject.nannyId
      ? subject.appliedJobIds.map((jobId) => `files/applications/${jobId}/${subject.nannyId}/`)
      : []),
  ];
}

/** Every object under a prefix. */
export async function listObjects(prefix: string): Promise<Array<{ key: string; size: number }>> {
  const objects: Array<{ key: string; size: number }> = [];
  let token: string | undefined;
  do {
    const out = await s3().send(
      new ListObjectsV2Command({
        Bucket: uploadsBucket(),
        Prefix: prefix,
        ...(token ? { ContinuationToken: token } : {}),
      }),
    );
    for (const object of out.Contents ?? [])
      if (object.Key) objects.push({ key: object.Key, size: object.Size ?? 0 });
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** Deletes objects by key (a missing one is no error: deleting is idempotent). */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (!batch.length) continue;
    const out = await s3().send(
      new DeleteObjectsCommand({
        Bucket: uploadsBucket(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (out.Errors?.length) throw new Error(`could not delete ${out.Errors.length} uploaded file(s)`);
  }
}

/**
 * Erases one item as its entity declares: its files first, then the item deleted (with what it
 * leaves in one transaction) or reduced. 'kept' when its entity keeps it or a step deals with it.
 */
export async function eraseItem({ entity, item }: OwnedItem, subject: Subject): Promise<'erased' | 'kept'> {
  const erase = entity.erase;
  if (!erase || 'keep' in erase || 'with' in erase) return 'kept';
  await deleteObjects(entity.files?.(item) ?? []);
  const Key = { pk: item.pk, sk: item.sk };
  if ('reduce' in erase) {
    // A condition that fails means it was deleted meanwhile (its job went): nothing left to reduce.
    await attempt(
      putItem({
        Item: erase.reduce(item, subject),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return 'erased';
  }
  const leaves = erase.leaves?.(item) ?? [];
  if (!leaves.length) {
    await ddb().send(deleteItem({ Key }));
    return 'erased';
  }
  await transact({
    item: { Delete: { Key } },
    leaves: leaves.map((Item) => ({ Put: { Item } })),
  });
  return 'erased';
}
