/**
 * Invitations to apply: a poster invited a nanny to apply for one of their jobs, once per job and nanny.
 * The invitation is its first message in a conversation (data/conversations.ts); this item records it,
 * put on the condition that none exists, in the message's own transaction, so a double click invites once.
 *
 * Keys: pk JOB#<jobId>, sk INVITE#<nannyId> -> { jobId, nannyId, posterId, conversationId, invitedAt,
 * expiresAt }.
 */
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';
import { getItem } from './table/commands.ts';

const INVITE_PREFIX = 'INVITE#';
export const invitationKey = (jobId: string, nannyId: string) => ({
  pk: `JOB#${jobId}`,
  sk: `INVITE#${nannyId}`,
});

export interface Invitation {
  jobId: string;
  nannyId: string;
  posterId: string;
  conversationId: string;
  invitedAt: string;
}

export const invitationFromItem = (item: StoredItem): Invitation => ({
  jobId: item.jobId as string,
  nannyId: item.nannyId as string,
  posterId: item.posterId as string,
  conversationId: item.conversationId as string,
  invitedAt: item.invitedAt as string,
});

export const entity = {
  name: 'Invitation',
  keys: { pk: 'JOB#', sk: INVITE_PREFIX },
  owner: { of: (item) => ({ account: String(item.posterId) }) },
  retention: {
    policy: 'messages',
    ttl: 'expiresAt',
    period: '12 months after it was sent, as long as the message that made it is kept at least',
  },
  export: {
    shape: (item) => {
      const invitation = invitationFromItem(item);
      return {
        jobId: invitation.jobId,
        nannyId: invitation.nannyId,
        conversationId: invitation.conversationId,
        invitedAt: invitation.invitedAt,
      };
    },
  },
  find: (s) => s.jobIds.map((jobId) => ({ partition: `JOB#${jobId}`, sortKeyPrefix: INVITE_PREFIX })),
  erase: { delete: "the poster's record of whom they invited" },
} satisfies EntityDeclaration;

export const invitationToItem = (invitation: Invitation): StoredItem => ({
  ...invitationKey(invitation.jobId, invitation.nannyId),
  entity: entity.name,
  ...invitation,
  expiresAt: ttlFrom('messages', invitation.invitedAt),
});

/** The invitation's put, refused when the nanny was already invited to the job. */
export function invitationPut(invitation: Invitation): TransactItem {
  return {
    Put: {
      Item: invitationToItem(invitation),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The invitation to a job of a nanny, read consistently, or null. */
export async function getInvitation(jobId: string, nannyId: string): Promise<Invitation | null> {
  const out = await ddb().send(getItem({ Key: invitationKey(jobId, nannyId), ConsistentRead: true }));
  return out.Item ? invitationFromItem(out.Item) : null;
}
