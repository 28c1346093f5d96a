/**
 * The account's data rights in words: an export's state, its size, when its link stops working, and a
 * deletion's progress. Pure, so unit tests (Node) load it.
 */
import { DELETION_STEPS, type DataExport } from '@contract/data-rights.ts';

/** The id of the account page's "Your data" heading: the export-ready email links to it. */
export const YOUR_DATA_ID = 'your-data';

export type ExportShownState = 'preparing' | 'ready' | 'expired' | 'failed';

/** What the account sees of an export: a ready one whose link has stopped working is expired. */
export function exportShownState(item: Pick<DataExport, 'state' | 'expired'>): ExportShownState {
  if (item.state === 'ready') return item.expired ? 'expired' : 'ready';
  return item.state;
}

export const EXPORT_STATE_LABELS: Record<ExportShownState, string> = {
  preparing: 'Preparing',
  ready: 'Ready',
  expired: 'Expired',
  failed: 'Failed',
};

/** Whether any export is still being prepared (the list is read again until none is). */
export const anyPreparing = (items: readonly Pick<DataExport, 'state'>[] | undefined) =>
  items?.some((item) => item.state === 'preparing') ?? false;

/** A file size as people read it: 512 bytes, 14 KB, 3.2 MB. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}

const UK = 'en-GB';
const TIME_ZONE = 'Europe/London';

/** A moment as the UK reads it: "24 Nov 2026, 14:05". */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(UK, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** What the list says about one export, under its state. */
export function exportDetail(item: DataExport): string {
  const requested = `Requested ${dateTime(item.requestedAt)}`;
  switch (exportShownState(item)) {
    case 'preparing':
      return `${requested}. We'll email you when it's ready.`;
    case 'ready': {
      const size = item.sizeBytes === null ? '' : `${fileSize(item.sizeBytes)}. `;
      const until = item.expiresAt ? `Link works until ${dateTime(item.expiresAt)}.` : '';
      return `${requested}. ${size}${until}`.trim();
    }
    case 'expired':
      return `${requested}. The link has expired: request a new export.`;
    case 'failed':
      return `${requested}. We could not prepare it: request a new export.`;
  }
}

/** How a deletion's steps stand: done out of all, and each step's label. */
export function deletionProgress(steps: readonly { id: string; label: string; done: boolean }[]) {
  const done = steps.filter((step) => step.done).length;
  return { done, total: steps.length, percent: steps.length ? Math.round((done / steps.length) * 100) : 0 };
}

/** A step's label as the contract words it (the server's own label when it names a step we do not know). */
export function stepLabel(step: { id: string; label: string }): string {
  return DELETION_STEPS.find((known) => known.id === step.id)?.label ?? step.label;
}

/** Whether the typed email is the account's own (as the server compares them: trimmed, any case). */
export const emailMatches = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
