/**
 * Gives every job stored before pay was structured its gross pay and the line it shows: the poster's
 * words (`salaryText`) read with the hours its days-and-hours text states (contract/legacy-pay.ts, as
 * jobs are read until this has run), or, where they cannot be read as gross pay (a net amount, no
 * amount, no hours), `pay` null and the line as the poster wrote it. The words are kept (the poster sees
 * them when entering the pay again); the amounts read from them before (`salaryMin`, `salaryMax`,
 * `salaryPeriod`) go. A job below the minimum wage is left on the board: its poster is asked to fix the
 * pay when editing it.
 *
 * Run once by the deployment, and by the local cloud as it starts; safe to run again, side by side, and
 * while jobs are posted and edited: each write holds to the job as read (no `pay` yet, the same words),
 * so a job edited meanwhile (which stores its pay structured) is never overwritten.
 *
 * It reads the whole table once, a page at a time: drafts and closed jobs are in no index.
 */
import { readLegacyPay } from '../../contract/legacy-pay.ts';
import { ddb } from '../../platform/clients.ts';
import { jobKey } from '../jobs.ts';
import { attempt } from '../table/conditional.ts';
import { scanItems, updateItem } from '../table/commands.ts';

export interface JobPaySummary {
  examined: number;
  /** Jobs whose words were read into gross pay. */
  structured: number;
  /** Jobs whose words could not be read as gross pay: shown as written. */
  asWritten: number;
  /** Jobs edited or deleted between this run's read and its write: left as they are. */
  changedMeanwhile: number;
}

export async function migrateJobPay(opts: { pageSize?: number } = {}): Promise<JobPaySummary> {
  const summary: JobPaySummary = { examined: 0, structured: 0, asWritten: 0, changedMeanwhile: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      scanItems({
        FilterExpression: 'sk = :job AND begins_with(pk, :jobs) AND attribute_not_exists(#pay)',
        ExpressionAttributeNames: { '#pay': 'pay' },
        ExpressionAttributeValues: { ':job': 'JOB', ':jobs': 'JOB#' },
        ...(opts.pageSize ? { Limit: opts.pageSize } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      summary.examined += 1;
      const words = typeof item.salaryText === 'string' ? item.salaryText : '';
      const { pay, line } = readLegacyPay(words, String(item.daysHours ?? ''), String(item.jobType ?? ''));
      const outcome = await attempt(
        updateItem({
          Key: jobKey(String(item.pk).slice('JOB#'.length)),
          UpdateExpression: 'SET #pay = :pay, payLine = :line REMOVE salaryMin, salaryMax, salaryPeriod',
          ConditionExpression:
            typeof item.salaryText === 'string'
              ? 'attribute_exists(pk) AND attribute_not_exists(#pay) AND salaryText = :words'
              : 'attribute_exists(pk) AND attribute_not_exists(#pay) AND attribute_not_exists(salaryText)',
          ExpressionAttributeNames: { '#pay': 'pay' },
          ExpressionAttributeValues: {
            ':pay': pay,
            ':line': line,
            ...(typeof item.salaryText === 'string' ? { ':words': words } : {}),
          },
        }),
      );
      if (outcome !== 'done') summary.changedMeanwhile += 1;
      else if (pay) summary.structured += 1;
      else summary.asWritten += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return summary;
}
