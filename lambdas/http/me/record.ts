import { meRecord } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { myRecord } from '../../services/responsiveness.ts';

/** The caller's own response record: their figures with the cases behind them, and their no-shows. */
export const handler = httpHandler(meRecord, async ({ principal }) => myRecord(principal));
