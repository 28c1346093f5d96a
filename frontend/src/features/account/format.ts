/**
 * The account area's rules in words: what the header's badge counts for each type of account, the
 * links of the account menu. Pure, so unit tests (Node) load it; the header loads it on every page, so it
 * holds no more than that.
 */
import type { UserType } from '@contract/auth.ts';

/** What the server counts as new (GET /me/activity). */
export interface ActivityCounts {
  newApplicants: number;
  applicationUpdates: number;
}

/** Who reads the badge: a poster (family, agency) counts new applicants, a nanny her application updates. */
export function activityCount(
  activity: ActivityCounts | null | undefined,
  userType: UserType | null,
): number {
  if (!activity || !userType) return 0;
  const count = userType === 'nanny' ? activity.applicationUpdates : activity.newApplicants;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The badge's accessible name: what it counts, not just a number ('2 new applicants'). */
export function activityLabel(count: number, userType: UserType | null): string {
  if (userType === 'nanny') return `${count} application ${count === 1 ? 'update' : 'updates'}`;
  return `${count} new ${count === 1 ? 'applicant' : 'applicants'}`;
}

/** What the badge shows: the number, kept short where it is large. */
export const activityBadgeText = (count: number) => (count > 99 ? '99+' : String(count));

export interface AccountLink {
  to: string;
  label: string;
  /** The link leads to what the badge counts, so it carries the badge too. */
  badge?: boolean;
}

/** The account menu's links for a user (Sign Out follows them, as a button). */
export function accountLinks(user: { userType: UserType | null; isAdmin: boolean }): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.userType === 'family' || user.userType === 'agency')
    links.push({ to: '/my-jobs', label: 'My jobs', badge: true });
  if (user.userType === 'nanny')
    links.push(
      { to: '/my-applications', label: 'My applications', badge: true },
      { to: '/saved-jobs', label: 'Saved jobs' },
      { to: '/create-profile', label: 'My profile' },
    );
  links.push({ to: '/account', label: 'Account' });
  if (user.isAdmin)
    links.push(
      { to: '/admin/reports', label: 'Admin' },
      { to: '/admin/deletions', label: 'Account deletions' },
    );
  return links;
}
