/**
 * What an entity module declares beside its keys and item mapping: who owns an item, how long it is
 * kept, and what its owner gets in a data export. The registry (registry.ts) lists every declaration.
 */
import type { RetentionPolicy } from '../contract/retention.ts';
import type { TABLE } from './table.ts';

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
export type OwnerRef = { account: string } | { email: string } | { sameOwnerAs: TableKey };

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
export type Export = { shape: (item: StoredItem) => Record<string, unknown> } | { none: string };

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
}
