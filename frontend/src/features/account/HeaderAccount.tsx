import {
  AccountLinks,
  AccountMenu,
  ActivityBadge,
  HeaderUserName,
  type LinkBadges,
} from '@/features/account/AccountMenu.tsx';
import {
  accountLinks,
  activityCount,
  activityLabel,
  totalBadge,
  unreadMessagesCount,
  unreadMessagesLabel,
  type ActivityCounts,
} from '@/features/account/format.ts';
import type { AuthUser } from '@/auth/user.ts';

interface HeaderAccountProps {
  /** Where in the header: the desktop menu, the phone menu's account block, or the phone menu's button. */
  place: 'menu' | 'phone' | 'button';
  user: AuthUser;
  activity: ActivityCounts | null;
  onSignOut: () => void;
}

/**
 * The header's signed-in parts: the account menu, its links on a phone, and the badge of what is new.
 * A page is first drawn signed out (its HTML, the app's first render), so the header loads these once
 * someone is signed in instead of with every page.
 */
export default function HeaderAccount({ place, user, activity, onSignOut }: HeaderAccountProps) {
  const displayName = user.fullName || user.email;
  const userType = user.userType ?? null;
  const count = activityCount(activity, userType);
  const unread = unreadMessagesCount(activity);
  const badges: LinkBadges = {
    activity: { count, label: activityLabel(count, userType) },
    messages: { count: unread, label: unreadMessagesLabel(unread) },
  };
  const badge = totalBadge(activity, userType);
  const links = accountLinks(user);

  if (place === 'button')
    return <ActivityBadge badge={badge} testId="account-badge" className="absolute -top-1 -right-1" />;
  if (place === 'menu')
    return (
      <AccountMenu
        displayName={displayName}
        links={links}
        badge={badge}
        badges={badges}
        onSignOut={onSignOut}
      />
    );
  // On a phone the menu shows the account's links as they are, under the name and its badge.
  return (
    <div className="min-w-0">
      {/* The name heads the account's links, set apart from them (it is not a link). */}
      <p className="flex min-w-0 items-center gap-2 px-3 text-sm font-semibold text-slate-900">
        <HeaderUserName name={displayName} />
        <ActivityBadge badge={badge} testId="account-badge" />
      </p>
      <AccountLinks links={links} badges={badges} onSignOut={onSignOut} className="mt-2" />
    </div>
  );
}
