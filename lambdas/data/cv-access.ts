/**
 * The CV access audit: every time a family, agency or moderator opens a link to a nanny's CV, who it
 * was and when, so a nanny's CV is never read unseen.
 *
 * Keys: pk NANNY#<nannyId>, sk CV_ACCESS#<at>#<viewerId> -> { viewerId, viewerType, at }; expires after a year.
 */
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import { nannyKey } from './nannies.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { putItem } from './table/commands.ts';

export interface CvAccess {
  nannyId: string;
  viewerId: string;
  /** The viewer's account type; 'admin' for a moderator without one. */
  viewerType: string;
  at: string;
}

export const cvAccessKey = (nannyId: string, at: string, viewerId: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `CV_ACCESS#${at}#${viewerId}`,
});

export function cvAccessToItem(access: CvAccess): StoredItem {
  return {
    ...cvAccessKey(access.nannyId, access.at, access.viewerId),
    entity: 'CvAccess',
    viewerId: access.viewerId,
    viewerType: access.viewerType,
    at: access.at,
    expiresAt: ttlFrom('cvAccess', access.at),
  };
}

export function cvAccessFromItem(item: StoredItem): CvAccess {
  return {
    nannyId: String(item.pk).slice('NANNY#'.length),
    viewerId: item.viewerId as string,
    viewerType: item.viewerType as string,
    at: item.at as string,
  };
}

export const entity = {
  name: 'CvAccess',
  keys: { pk: 'NANNY#', sk: 'CV_ACCESS#' },
  // The record is about her CV: she is the one it tells who looked.
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(cvAccessFromItem(item).nannyId) }) },
  retention: { policy: 'cvAccess', ttl: 'expiresAt', period: 'a year after the access' },
  export: {
    shape: (item) => {
      const access = cvAccessFromItem(item);
      // Who looked, by account type and time; the viewer's account id is theirs, not hers.
      return { viewerType: access.viewerType, at: access.at };
    },
  },
  find: (s) => (s.nannyId ? [{ partition: `NANNY#${s.nannyId}`, sortKeyPrefix: 'CV_ACCESS#' }] : []),
  erase: { delete: 'a record about her CV, which goes with it' },
} satisfies EntityDeclaration;

/** Records that a viewer opened a link to a nanny's CV. */
export async function recordCvAccess(access: CvAccess): Promise<void> {
  await ddb().send(putItem({ Item: cvAccessToItem(access) }));
}
