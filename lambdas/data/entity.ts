/**
 * What an entity module declares beside its keys and item mapping: who owns an item, how long it is
 * kept, and what its owner gets in a data export. The registry (registry.ts) lists every declaration.
 */
import type { RetentionPolicy } from '../contract/retention.ts';
import type { TABLE } from './table/table.ts';

/** An item as DynamoDB returns it. */
export type StoredItem = Record<string, unknown>;
export interface TableKey {
  pk: string;
  sk: string;
}

/**
 * Whose an item is: the account that owns it; the person with an email address (a newsletter
 * subscription needs no account, so an export finds it by the account's email); or another item whose
 * owner owns this one too (a nanny's skill is hers because her profile is).
 */
export type OwnerRef =
  | { account: string }
  | { email: string }
  | { sameOwnerAs: TableKey }
  /** An item two accounts share (a conversation and its messages): each of them owns it. */
  | { accounts: readonly string[] }
  /** An item whose owner's account was deleted and which was reduced to what others still need. */
  | { nobody: string };

/** How an item's owner is found, or why items of its kind have none (a system record, not anyone's). */
export type Owner = { of: (item: StoredItem) => OwnerRef } | { none: string };

/**
 * How long an item is kept: until its TTL attribute passes (`period` says when that is set), or
 * by a rule that says what deletes it. `policy` names the row of the retention policy
 * (contract/retention.ts) the item keeps to: the privacy page's promise, from which a TTL is computed.
 */
export type Retention = { policy: RetentionPolicy } & (
  { ttl: typeof TABLE.ttlAttribute; period: string } | { rule: string }
);

/** What the owner gets of one item in a data export, or why it is left out. */
export type Export =
  /** `subject` is whose export it is, for an item two accounts share ("you" or "them"). */
  { shape: (item: StoredItem, subject: Subject) => Record<string, unknown> } | { none: string };

/**
 * What an account holds that leads to the rest of its items: its own id and address, the profile or
 * agency it owns, the jobs it posted, the jobs it applied to. Export and deletion resolve it once
 * (services/account-data.ts) and every entity finds its items from it.
 */
export interface Subject {
  accountId: string;
  /** The account's address; null when it is not known any more (a sign-in deleted outside the product). */
  email: string | null;
  nannyId: string | null;
  agencyId: string | null;
  /** Jobs the account posted (a family's or an agency's), drafts included. */
  jobIds: readonly string[];
  /** Jobs the account's nanny profile applied to. */
  appliedJobIds: readonly string[];
  /** Promo codes its drafts carry (a code held by a draft is held under the account's id). */
  promoCodes: readonly string[];
  /** The newsletter welcome codes issued to its address. */
  welcomeCodes: readonly string[];
}

/** The items of a partition of the table or of an index. */
export interface PartitionLookup {
  partition: string;
  sortKeyPrefix?: string;
  index?: 'gsi1' | 'gsi2';
}

/**
 * Where items are: one item by its key, a partition's items, or the items a partition's pointers lead
 * to (each pointer read names one item's key).
 */
export type Lookup =
  | { key: TableKey }
  | PartitionLookup
  | { via: PartitionLookup; key: (pointer: StoredItem) => TableKey }
  /** The partitions the pointers lead to (an account's conversations lead to their messages). */
  | { via: PartitionLookup; partitions: (pointer: StoredItem) => PartitionLookup };

/**
 * What deleting its owner's account does to an item:
 * - delete: the item goes (its files first);
 * - reduce: the item stays for someone else (a poster's applicant list, a moderation record), reduced
 *   to `reduce(item, subject)`: the same keys, nothing of the deleted account's (`subject`), and no
 *   longer its owner's;
 * - keep: the item is kept as it is (say why);
 * - with: a step of the deletion deals with it (`step` names it), not the walk over the registry.
 */
export type Erase =
  | {
      delete: string;
      /** Items its deletion leaves in its place, written in the same transaction (a tax record). */
      leaves?: (item: StoredItem) => StoredItem[];
    }
  | { reduce: (item: StoredItem, subject: Subject) => StoredItem; why: string }
  | { keep: string }
  | { with: string };

export interface EntityDeclaration {
  /**
   * The entity's name, one per declaration; the `entity` attribute its items carry, where they carry
   * one (an agency's promo hold is stored as 'PromoHold', as a family's is: keys tell them apart).
   */
  name: string;
  /** The constant start of its keys (up to the first variable part), e.g. { pk: 'JOB#', sk: 'APP#' }. */
  keys: TableKey;
  owner: Owner;
  retention: Retention;
  export: Export;
  /** Where an account's items of this kind are; none for an entity no account owns. */
  find?: (subject: Subject) => Lookup[];
  /** What deleting the owner's account does to its items; required with `find`. */
  erase?: Erase;
  /**
   * Items of others that carry a deleted account's details (an email addressed to it, a welcome code
   * issued to its address): erased with the account as `erase` says (their files too), though not
   * exported as its own.
   */
  mentions?: (subject: Subject) => Lookup[];
  /** The uploads an item holds (object keys), exported and deleted with it. */
  files?: (item: StoredItem) => string[];
}
