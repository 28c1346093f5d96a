/**
 * Every kind of item the single table holds, each declared beside its keys and item mapping in its
 * own module. A declaration says who owns an item, how long it is kept, and what its owner gets in a
 * data export: export and account deletion are built on this list, and a unit test fails when a
 * module builds keys of an item this list does not declare.
 *
 * A moderator's decisions are attributes of what they concern (a job's or profile's `hidden`, a profile's
 * DBS check: jobs.ts, nannies.ts) and of the reports reviewed (reports.ts), not items of their own.
 * Uploaded files are objects in the uploads bucket, not items: each is attached to the profile, job or
 * application that names it (files.ts), and goes with it; a pending upload expires by the bucket's
 * lifecycle rule.
 */
import type { TABLE } from './table.ts';
import * as accounts from './accounts.ts';
import * as agencies from './agencies.ts';
import * as applications from './applications.ts';
import * as community from './community.ts';
import * as cvAccess from './cv-access.ts';
import * as jobs from './jobs.ts';
import * as nannies from './nannies.ts';
import * as outbox from './outbox.ts';
import * as promos from './promos.ts';
import * as rateLimits from './rate-limits.ts';
import * as reports from './reports.ts';
import * as savedJobs from './saved-jobs.ts';
import * as stripeEvents from './stripe-events.ts';

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
 * by a rule that says what deletes it.
 */
export type Retention = { ttl: typeof TABLE.ttlAttribute; period: string } | { rule: string };

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

export const ENTITIES: readonly EntityDeclaration[] = [
  jobs.entity,
  promos.entity,
  promos.holdEntity,
  promos.agencyHoldEntity,
  savedJobs.entity,
  applications.entity,
  applications.mirrorEntity,
  agencies.entity,
  agencies.ownerEntity,
  accounts.entity,
  nannies.entity,
  nannies.ownerEntity,
  nannies.skillEntity,
  nannies.languageEntity,
  cvAccess.entity,
  reports.entity,
  reports.groupEntity,
  reports.statusEntity,
  reports.pendingCountEntity,
  community.entity,
  community.waitlistEntity,
  community.referralEntity,
  rateLimits.entity,
  stripeEvents.entity,
  outbox.entity,
  outbox.deadLetterEntity,
];

/** The entity an item belongs to, found by its keys; undefined for an item no module declares. */
export function entityOf(key: TableKey): EntityDeclaration | undefined {
  return ENTITIES.filter((e) => key.pk.startsWith(e.keys.pk) && key.sk.startsWith(e.keys.sk)).sort(
    (a, b) => b.keys.pk.length + b.keys.sk.length - (a.keys.pk.length + a.keys.sk.length),
  )[0];
}
