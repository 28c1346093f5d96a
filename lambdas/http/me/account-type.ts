import { meAccountType } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { accountTypeStatus } from '../../services/account-type.ts';

/** The caller's account type, and whether they may still change it (they have created nothing yet). */
export const handler = httpHandler(meAccountType, async ({ principal }) => accountTypeStatus(principal));
