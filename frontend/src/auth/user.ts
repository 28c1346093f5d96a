import type { UserType } from '@contract/auth.ts';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  userType: UserType | null;
  groups: string[];
  isAdmin: boolean;
}

/** Auto-refresh: checked every 30 s, refreshed when 90 s or less of validity remains. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_S = 90;
