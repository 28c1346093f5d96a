/**
 * Cleans the text of nanny profiles stored before a profile's text was cleaned as it is saved: earlier
 * versions kept the bio and comments as HTML (rich-text bios: `<p>`, `<strong>`, `&amp;`). Each becomes
 * the plain text with paragraphs that a save stores now (domain/sanitise.ts plainParagraphs, the same
 * allow-list), so a profile is read as stored and no function that only reads one loads the HTML
 * sanitiser. Run once by the deployment, and by the local cloud as it starts; safe to run again, side by
 * side, and while profiles are saved: each write holds the text to what was read, so an edit saved
 * meanwhile (cleaned as it was saved) is never overwritten.
 *
 * It reads the whole table once, a page at a time: a profile's text was never indexed.
 */
import { plainParagraphs } from '../../domain/sanitise.ts';
import { ddb } from '../../platform/clients.ts';
import { nannyKey } from '../nannies.ts';
import { attempt } from '../table/conditional.ts';
import { scanItems, updateItem } from '../table/commands.ts';

/** The profile's fields that hold text with paragraphs. */
export const PROFILE_PARAGRAPH_FIELDS = ['bio', 'additionalComments'] as const;

export interface ProfileTextSummary {
  examined: number;
  /** Profiles whose stored text was cleaned. */
  cleaned: number;
  /**
   * Profiles saved again (cleaned by that save) or deleted between this run's read and its write: left
   * as they are.
   */
  savedMeanwhile: number;
}

/** The SET clause and values that clean a stored profile, or null when its text is clean already. */
function cleaning(item: Record<string, unknown>) {
  const set: string[] = [];
  const held: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [i, field] of PROFILE_PARAGRAPH_FIELDS.entries()) {
    const stored = item[field];
    if (typeof stored !== 'string') continue;
    const clean = plainParagraphs(stored);
    if (clean === stored) continue;
    names[`#f${i}`] = field;
    values[`:clean${i}`] = clean;
    values[`:read${i}`] = stored;
    set.push(`#f${i} = :clean${i}`);
    held.push(`#f${i} = :read${i}`);
  }
  return set.length ? { set, held, names, values } : null;
}

export async function cleanProfileText(opts: { pageSize?: number } = {}): Promise<ProfileTextSummary> {
  const summary: ProfileTextSummary = { examined: 0, cleaned: 0, savedMeanwhile: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      scanItems({
        FilterExpression: 'sk = :profile AND begins_with(pk, :nanny)',
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':nanny': 'NANNY#' },
        ...(opts.pageSize ? { Limit: opts.pageSize } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      summary.examined += 1;
      const change = cleaning(item);
      if (!change) continue;
      const outcome = await attempt(
        updateItem({
          Key: nannyKey(String(item.pk).slice('NANNY#'.length)),
          UpdateExpression: `SET ${change.set.join(', ')}`,
          ConditionExpression: ['attribute_exists(pk)', ...change.held].join(' AND '),
          ExpressionAttributeNames: change.names,
          ExpressionAttributeValues: change.values,
        }),
      );
      if (outcome === 'done') summary.cleaned += 1;
      else summary.savedMeanwhile += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return summary;
}
