import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { createExport, exportView, listExports } from '../../data/data-exports.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { conflict } from '../../domain/errors.ts';
import { meRequestExport } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';

/**
 * Asks for a copy of everything the product keeps about the caller. It is prepared in the background
 * (an email says when it is ready); while one is being prepared, asking again answers with that one.
 */
export const handler = httpHandler(meRequestExport, async ({ principal, log }) => {
  const now = new Date();
  const preparing = (await listExports(principal.id)).find((record) => record.state === 'preparing');
  if (preparing) return exportView(preparing, now);
  await enforceRateLimits(
    [[RATE_LIMITS.exportsPerAccount, principal.id]],
    DATA_RIGHTS_MESSAGES.tooManyExports,
  );
  const record = await createExport(
    { accountId: principal.id, email: principal.email, name: principal.name, userType: principal.userType },
    now,
  );
  // Asked twice at once: the other request's export is the one being prepared.
  const answer = record ?? (await listExports(principal.id)).find((r) => r.state === 'preparing');
  if (!answer) throw conflict(DATA_RIGHTS_MESSAGES.exportPreparing);
  log.info(record ? 'data export requested' : 'data export already being prepared', { exportId: answer.id });
  return exportView(answer, now);
});
