import { sharesMine } from '../../contract/routes/shares.ts';
import { httpHandler } from '../../platform/http.ts';
import { myShare } from '../../services/shares.ts';

/** The family's own share (its own, or the one it joined), or null. */
export const handler = httpHandler(sharesMine, async ({ principal }) => myShare(principal));
