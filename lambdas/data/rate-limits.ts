import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { RateRule } from '../domain/rate-limits.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { rateLimited } from '../domain/errors.ts';
import { keys } from './keys.ts';

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
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(rule.scope, (subject || 'unknown').toLowerCase(), windowStart),
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': rule.limit,
          ':expires': windowStart + rule.windowSeconds * 2,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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
    if (!(await consumeRateLimit(rule, subject, now)))
      throw rateLimited(message, secondsToNextWindow(rule, now));
  }
}
