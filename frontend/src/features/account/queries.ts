import { queryOptions } from '@tanstack/react-query';
import { BADGE_POLL_MS } from '@contract/messages-constants.ts';
import { readActivity, readEmailSettings } from '@/features/account/api.ts';

/** The header's badge: whose counts they are. Pages that clear or change them write this entry. */
export const activityKey = (userId: string) => ['me-activity', userId] as const;

/**
 * What is new for the signed-in user (new applicants, application updates, unread messages), read again
 * when the tab comes back into focus and every BADGE_POLL_MS while the app is open, so a message shows
 * on the badge soon after it is sent. A failure is quiet: the badge is a hint, and the pages it leads to
 * say more.
 */
export const activityQuery = (userId: string) =>
  queryOptions({
    queryKey: activityKey(userId),
    queryFn: ({ signal }) => readActivity(signal),
    staleTime: BADGE_POLL_MS / 2,
    refetchInterval: BADGE_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const emailSettingsKey = (userId: string) => ['email-settings', userId] as const;

/** Which emails the user receives. Only they change them, and saving writes the entry. */
export const emailSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: emailSettingsKey(userId),
    queryFn: ({ signal }) => readEmailSettings(signal),
    staleTime: 5 * 60_000,
  });
