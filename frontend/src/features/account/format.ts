/**
 * The account area's rules in words: what the header's badge counts for each type of account, the
 * links of the account menu. Pure, so unit tests (Node) load it; the header loads it on every page, so it
 * holds no more than that.
 */
import type { UserType } from '@contract/auth.ts';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';

/** What the server counts as new (GET /me/activity). */
export interface ActivityCounts {
  newApplicants: number;
  applicationUpdates: number;
  /** Messages not yet read, across the user's conversations (every type of account has them). */
  unreadMessages?: number;
}

const countOf = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** Who reads the badge: a poster (family, agency) counts new applicants, a nanny her application updates. */
export function activityCount(
  activity: ActivityCounts | null | undefined,
  userType: UserType | null,
): number {
  if (!activity || !userType) return 0;
  return countOf(userType === 'nanny' ? activity.applicationUpdates : activity.newApplicants);
}

/** The unread messages, for the Messages link's badge (any account, with a type or not). */
export const unreadMessagesCount = (activity: ActivityCounts | null | undefined) =>
  countOf(activity?.unreadMessages);

/** The unread messages' badge's accessible name ('1 unread message'). */
export const unreadMessagesLabel = (count: number) => MESSAGES_TEXTS.unreadBadge(count);

/**
 * The account button's badge: everything new at once, and what it is made of for screen readers
 * ('2 new applicants, 1 unread message'), naming only what there is.
 */
export function totalBadge(
  activity: ActivityCounts | null | undefined,
  userType: UserType | null,
): { count: number; label: string } {
  const hiring = activityCount(activity, userType);
  const messages = unreadMessagesCount(activity);
  const parts = [
    ...(hiring > 0 ? [activityLabel(hiring, userType)] : []),
    ...(messages > 0 ? [unreadMessagesLabel(messages)] : []),
  ];
  return { count: hiring + messages, label: parts.join(', ') };
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
  /** The link leads to what a badge counts, so it carries that badge: the hiring news, or unread messages. */
  badge?: 'activity' | 'messages';
}

/** The account menu's links for a user (Sign Out follows them, as a button). */
export function accountLinks(user: { userType: UserType | null; isAdmin: boolean }): AccountLink[] {
  const links: AccountLink[] = [];
  const messages: AccountLink = { to: '/messages', label: MESSAGES_TEXTS.pageTitle, badge: 'messages' };
  // How quickly they answer and whether they turn up, as others see it: posters and nannies alike.
  const record: AccountLink = { to: '/account/record', label: 'My record' };
  if (user.userType === 'family' || user.userType === 'agency')
    links.push(
      { to: '/my-jobs', label: 'My jobs', badge: 'activity' },
      // Two families sharing one nanny: families only.
      ...(user.userType === 'family' ? [{ to: '/nanny-shares', label: 'Nanny shares' }] : []),
      messages,
      { to: '/interviews', label: 'Interviews' },
      record,
      { to: '/account/offers', label: 'Offers and documents' },
    );
  else if (user.userType === 'nanny')
    links.push(
      { to: '/my-applications', label: 'My applications', badge: 'activity' },
      messages,
      { to: '/interviews', label: 'Interviews' },
      { to: '/saved-jobs', label: 'Saved jobs' },
      { to: '/account/alerts', label: 'Job alerts' },
      { to: '/create-profile', label: 'My profile' },
      { to: '/account/verification', label: 'Verification' },
      { to: '/account/reviews', label: 'My reviews' },
      record,
      { to: '/account/offers', label: 'Offers and documents' },
    );
  else links.push(messages);
  links.push({ to: '/account', label: 'Account' });
  if (user.isAdmin)
    links.push(
      { to: '/admin/reports', label: 'Admin' },
      { to: '/admin/appeals', label: 'Appeals' },
      { to: '/admin/complaints', label: 'Complaints' },
      { to: '/admin/verifications', label: 'Verifications' },
      { to: '/admin/deletions', label: 'Account deletions' },
    );
  return links;
}
