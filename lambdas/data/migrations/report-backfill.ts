/**
 * Counts, in one run, every report stored before the admin queue was grouped by reported item
 * (reports.ts `countLegacyReport` counts one). Run once by the deployment, and by the local cloud as it
 * starts; safe to run again, side by side, and while reports are written and reviewed.
 */
import { ddb } from '../../platform/clients.ts';
import { countLegacyReport, LEGACY_REPORTS_PARTITION, reportKey } from '../reports.ts';
import { queryItems } from '../table/commands.ts';

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

export interface BackfillSummary {
  /** Reports found still carrying the old index. */
  examined: number;
  counted: number;
  /** Counted by another run (or a review) between the listing and this run's turn. */
  alreadyCounted: number;
  /** Ids of stored reports lacking their content, status or date: left as they are. */
  unreadable: string[];
}

/**
 * Counts every report not yet in its item's group. A Query on the old index's one partition, a page at
 * a time, never a Scan; counted reports leave that partition, so a later run reads only what is left.
 */
export async function backfillReportGroups(opts: { pageSize?: number } = {}): Promise<BackfillSummary> {
  const summary: BackfillSummary = { examined: 0, counted: 0, alreadyCounted: 0, unreadable: [] };
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        ExpressionAttributeValues: { ':p': LEGACY_REPORTS_PARTITION },
        Limit: opts.pageSize ?? 100,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      const id = text(item.id);
      if (!id || item.pk !== reportKey(id).pk) continue;
      summary.examined += 1;
      const outcome = await countLegacyReport(id);
      if (outcome === 'counted') summary.counted += 1;
      else if (outcome === 'already-counted') summary.alreadyCounted += 1;
      else summary.unreadable.push(id);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return summary;
}
