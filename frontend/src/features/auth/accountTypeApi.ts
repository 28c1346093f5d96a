/** The signed-in account's type, through the API. */
import type { UserType } from '@contract/auth.ts';
import { call } from '@/api/client.ts';

/** GET /me/account-type: the account's type and what it has created under it. */
export const readAccountType = (signal?: AbortSignal) => call('meAccountType', signal ? { signal } : {});

/** PUT /me/account-type: switches an account that has created nothing yet. */
export const changeAccountType = (userType: UserType) => call('meChangeAccountType', { body: { userType } });
