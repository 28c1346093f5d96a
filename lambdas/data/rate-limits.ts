/**
 * Rate-limit counters: attempts by one subject (an email, an address, an account) under one rule, in
 * fixed windows.
 *
 * Keys: pk RATE#<scope>#<hash of the subject>, sk W#<window start> -> { hits }; expires with its
 * window. The subject is kept only as a one-way hash: a counter needs to tell subjects apart, not to
 * know who they are, so no address or account id sits in the table for the counter's sake.
 */
import { createHash } from 'node:crypto';
import { rateLimited } from '../domain/errors.ts';
import { sourceNetwork, type RateRule } from '../domain/rate-limits.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration } from './entity.ts';
import { updateItem } from './table/commands.ts';

const subjectHash = (subject: string) =>
  createHash('sha256').update(subject.toLowerCase()).digest('base64url');

/** The partition of one subject's counters under one rule. */
export const rateWindowPartition = (scope: string, subject: string) =>
  `RATE#${scope}#${subjectHash(subject)}`;

const rateWindowKey = (scope: string, subject: string, windowStart: number) => ({
  pk: `RATE#${scope}#${subjectHash(subject)}`,
  sk: `W#${windowStart}`,
});

export const entity = {
  name: 'RateWindow',
  keys: { pk: 'RATE#', sk: 'W#' },
  owner: {
    none: 'a count of attempts, kept for minutes to hours; it holds nothing of its subject but a one-way hash',
  },
  retention: { policy: 'limits', ttl: 'expiresAt', period: 'one window after its own window ends' },
  export: { none: 'a short-lived counter, gone before an export could matter' },
} satisfies EntityDeclaration;

/** Seconds until the rule's current window ends and attempts are counted afresh. */
export function secondsToNextWindow(rule: RateRule, now = Date.now()): number {
  const nowSeconds = now / 1000;
  return rule.windowSeconds - (nowSeconds % rule.windowSeconds);
}

/**
 * Counts one attempt by `subject` in the rule's current fixed window with a conditional counter;
 * false when the window is already full. The window item expires (TTL) once the window has passed.
 * An empty subject (such as a request without a source address) is counted as 'unknown', so all such
 * requests share one counter rather than escaping the limit.
 */
export async function consumeRateLimit(rule: RateRule, subject: string, now = Date.now()): Promise<boolean> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const outcome = await attempt(
    updateItem({
      Key: rateWindowKey(rule.scope, (subject || 'unknown').toLowerCase(), windowStart),
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': rule.limit,
        ':expires': windowStart + rule.windowSeconds * 2,
      },
    }),
  );
  return outcome === 'done';
}

/**
 * Counts the attempt against each rule in turn and refuses it (429, with `message` and a Retry-After
 * of when that rule's window ends) at the first whose window is full; the rules after it are not counted.
 */
export async function enforceRateLimits(
  checks: ReadonlyArray<readonly [rule: RateRule, subject: string]>,
  message: string,
): Promise<void> {
  for (const [rule, subject] of checks) {
    const now = Date.now();
    const counted = rule.by === 'source-address' ? sourceNetwork(subject) : subject;
    if (!(await consumeRateLimit(rule, counted, now)))
      throw rateLimited(message, secondsToNextWindow(rule, now));
  }
}
