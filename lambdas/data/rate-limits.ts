import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ddb, tableName } from '../platform/clients.ts';
import { keys } from './keys.ts';

export interface RateLimit {
  /** What is limited, e.g. 'nanny-profile'. */
  scope: string;
  /** Who is limited, e.g. an email address or a source IP. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in the current fixed window with a conditional counter; false when the window
 * is already full. The window item expires (TTL) once the window has passed.
 */
export async function consumeRateLimit(rule: RateLimit, now = Date.now()): Promise<boolean> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(rule.scope, rule.subject.toLowerCase(), windowStart),
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
