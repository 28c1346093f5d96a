import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { isOutboxEvent, outboxIdOf, recordDelivery } from '../data/outbox.ts';
import { fanOutJob } from '../services/job-alerts.ts';
import { createLogger } from '../platform/log.ts';

/**
 * Job alerts' fan-out, on the table's stream: each `job-published` outbox event (written in the
 * transaction that published the job: data/jobs.ts) is fanned out to the alerts whose search finds the
 * job (services/job-alerts.ts), and the event is then recorded as delivered. On AWS its event source
 * mapping admits only those events (lib/job-alerts.ts); in the local cloud its stream poller applies
 * the same rule (local/start.ts).
 *
 * At least once, and safe to repeat: every write of the fan-out is conditional on a deterministic id,
 * so a retried batch writes nothing it wrote before.
 */

const log = createLogger({ function: 'job-alerts' });

export const isJobPublished = isOutboxEvent('job-published');

const jobIdOf = (record: DynamoDBStreamEvent['Records'][number]) =>
  record.dynamodb?.NewImage?.payload?.M?.jobId?.S ?? null;

export async function handler(event: DynamoDBStreamEvent, now = new Date()): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    const jobId = jobIdOf(record);
    if (!isJobPublished(record) || !pk || !jobId) continue;
    try {
      const counts = await fanOutJob(jobId, now);
      await recordDelivery(outboxIdOf(pk), now);
      log.info('job fanned out to its alerts', { jobId, ...counts });
    } catch (error) {
      const sequenceNumber = record.dynamodb?.SequenceNumber ?? '';
      log.error('job alerts fan-out failed', { jobId, sequenceNumber, error });
      return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
}
