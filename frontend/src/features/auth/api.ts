/** The signed-in account's type: what it holds, and switching it. */
import type { UserType } from '@contract/auth.ts';
import type { AccountTypeStatus } from '@contract/me.ts';
import { api } from '@/api/client.ts';

/** GET /me/account-type: the account's type and what it has created under it. */
export const readAccountType = (signal?: AbortSignal) =>
  api<AccountTypeStatus>('/me/account-type', { auth: 'required', ...(signal ? { signal } : {}) });

/** PUT /me/account-type: switches an account that has created nothing yet. */
export const changeAccountType = (userType: UserType) =>
  api<AccountTypeStatus>('/me/account-type', { method: 'PUT', auth: 'required', body: { userType } });
