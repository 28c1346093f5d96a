/**
 * The demo's data rights: the account page's exports (one ready, one expired, and any asked for here,
 * which turn ready after a few seconds, as the real ones do in the background), its newsletter switch,
 * and a deletion that answers as if started. Kept in this tab until reload; nothing is sent or saved.
 */
import type { AccountDeletion, DataExport } from '@contract/data-rights.ts';
import { DELETION_STEPS, EXPORT_LINK_HOURS } from '@contract/data-rights.ts';

/** The demo account's address: typed again to confirm its deletion. */
export const DEMO_ACCOUNT_EMAIL = 'you@example.com';

const HOUR_MS = 60 * 60 * 1000;
/** How long a demo export takes to prepare. */
const PREPARE_MS = 6_000;

const requested: Array<{ id: string; at: number }> = [];
let subscribed = true;

function readyExport(id: string, requestedAt: number, now: number, sizeBytes: number): DataExport {
  const readyAt = requestedAt + PREPARE_MS;
  const expiresAt = readyAt + EXPORT_LINK_HOURS * HOUR_MS;
  return {
    id,
    state: 'ready',
    requestedAt: new Date(requestedAt).toISOString(),
    readyAt: new Date(readyAt).toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
    expired: expiresAt <= now,
    sizeBytes,
  };
}

export function demoExports(now = Date.now()): { items: DataExport[] } {
  const asked = requested.map(({ id, at }) =>
    now - at >= PREPARE_MS
      ? readyExport(id, at, now, 48_200)
      : {
          id,
          state: 'preparing' as const,
          requestedAt: new Date(at).toISOString(),
          readyAt: null,
          expiresAt: null,
          expired: false,
          sizeBytes: null,
        },
  );
  return {
    items: [
      ...asked.reverse(),
      readyExport('demo-export-recent', now - 3 * HOUR_MS, now, 1_480_000),
      readyExport('demo-export-old', now - 30 * 24 * HOUR_MS, now, 1_310_000),
    ],
  };
}

export function demoRequestExport(id: string, now = Date.now()): DataExport {
  requested.push({ id, at: now });
  return demoExports(now).items[0]!;
}

export const demoNewsletter = () => ({ subscribed });
export function demoSetNewsletter(value: boolean) {
  subscribed = value;
  return { subscribed };
}

export function demoDeletion(id: string, now = Date.now()): AccountDeletion {
  return {
    id,
    state: 'running',
    requestedBy: 'self',
    startedAt: new Date(now).toISOString(),
    finishedAt: null,
    steps: DELETION_STEPS.map((step, index) => ({ id: step.id, label: step.label, done: index === 0 })),
  };
}
