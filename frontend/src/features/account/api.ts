/** The signed-in user's own account: what is new for the header's badge, and which emails they receive. */
import type { RouteInput } from '@contract/routes.ts';
import { call } from '@/api/client.ts';

/** GET /me/activity: new applicants (posters) and unseen application updates (nannies). */
export const readActivity = (signal?: AbortSignal) => call('meActivity', signal ? { signal } : {});

/** POST /me/activity/seen: the nanny has seen her application updates; answers the counts after. */
export const markActivitySeen = (what: RouteInput<'meActivitySeen'>['body']['what']) =>
  call('meActivitySeen', { body: { what } });

/** GET /me/email-settings. */
export const readEmailSettings = (signal?: AbortSignal) => call('meEmailSettings', signal ? { signal } : {});

/**
 * PUT /me/name: the account's new name, checked by the server (which refuses one that passes for the site
 * or its staff) and set in the user pool; the ID token carries it once the session is refreshed.
 */
export const changeName = (name: string) => call('meChangeName', { body: { name } });

/** PUT /me/email-settings: every setting at once. */
export const saveEmailSettings = (settings: RouteInput<'meUpdateEmailSettings'>['body']) =>
  call('meUpdateEmailSettings', { body: settings });
