import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../platform/log.ts';
import { runDeletion } from '../services/account-deletion.ts';
import { prepareExport } from '../services/data-export.ts';

/**
 * The background work of people's data rights, from the table's stream (on AWS through the
 * function's event source mapping, lib/data-rights.ts; in the local cloud through its stream poller):
 * a new export request is prepared, and every write of a running deletion does the deletion's next
 * step (whose own write then starts the one after). A record that fails is reported as the batch's
 * first failure, retried, and then dead-lettered; the deletion sweep resumes a deletion left behind.
 */

const log = createLogger({ function: 'data-rights' });

/**
 * How the stream hands work over, on AWS (lib/data-rights.ts) and locally alike: one record at a time
 * (an export or a step can take seconds), a failing one tried again five times, then dead-lettered.
 */
export const DATA_RIGHTS_DELIVERY = { batchSize: 1, retryAttempts: 5, maxRecordAgeHours: 6 } as const;

/**
 * The records this function is given, as Lambda event filters: export requests as they are made,
 * and running deletions as they are written. The local cloud's poller applies the same rule
 * (`isDataRightsWork`).
 */
export const DATA_RIGHTS_STREAM_FILTERS = [
  {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { entity: { S: ['DataExport'] }, state: { S: ['preparing'] } } },
  },
  {
    eventName: ['INSERT', 'MODIFY'],
    dynamodb: { NewImage: { entity: { S: ['AccountDeletion'] }, state: { S: ['running'] } } },
  },
] as const;

const imageText = (record: DynamoDBRecord, name: string) => record.dynamodb?.NewImage?.[name]?.S;

export function isDataRightsWork(record: DynamoDBRecord): boolean {
  return DATA_RIGHTS_STREAM_FILTERS.some(
    (filter) =>
      (filter.eventName as readonly string[]).includes(record.eventName ?? '') &&
      imageText(record, 'entity') === filter.dynamodb.NewImage.entity.S[0] &&
      imageText(record, 'state') === filter.dynamodb.NewImage.state.S[0],
  );
}

async function work(record: DynamoDBRecord): Promise<void> {
  const entity = imageText(record, 'entity');
  const id = imageText(record, 'id');
  if (!id) return;
  if (entity === 'DataExport') {
    const accountId = imageText(record, 'accountId');
    if (!accountId) return;
    const outcome = await prepareExport(accountId, id);
    log.info('export prepared', { exportId: id, outcome });
    return;
  }
  if (entity === 'AccountDeletion') {
    const outcome = await runDeletion(id);
    log.info('deletion worked on', { deletionId: id, outcome });
  }
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    if (!isDataRightsWork(record)) continue;
    try {
      await work(record);
    } catch (error) {
      const sequenceNumber = record.dynamodb?.SequenceNumber ?? '';
      log.error('data rights work failed', { sequenceNumber, error });
      return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
}
