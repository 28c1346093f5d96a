/**
 * Who reads a job on its "My jobs" page: its poster, or the partner of a nanny share's job (the other
 * family named on it, which reads the job and its applicants and moves nothing). Anyone else is nobody
 * to it. Pure, so the rule is the same wherever it is asked.
 */
import type { JobRole } from '../contract/hiring-constants.ts';

/** The job's facts the rule reads: who posted it, and the share's families, if it is a share's. */
export interface RoleFacts {
  ownerId: string;
  publishedAt: string | null;
  share?: { families: ReadonlyArray<{ accountId: string; label: string }> } | null | undefined;
}

/**
 * The caller's role on a job: 'poster' for its owner; 'partner' for the other family of its share, once
 * the job is published (an unpaid draft is its poster's alone); null for anyone else.
 */
export function jobRoleOf(job: RoleFacts, accountId: string): JobRole | null {
  if (!accountId) return null;
  if (job.ownerId === accountId) return 'poster';
  if (!job.publishedAt) return null;
  return job.share?.families.some((f) => f.accountId === accountId) ? 'partner' : null;
}

/**
 * For a share's job, the other family as the reader sees it: its label (a first name), never its
 * account. The poster's other family is the partner; the partner's, the poster. Null for any other job,
 * and for a share that names no other family.
 */
export function otherFamilyOf(job: RoleFacts, accountId: string): { otherFamilyLabel: string } | null {
  const role = jobRoleOf(job, accountId);
  if (!role || !job.share) return null;
  const other =
    role === 'poster'
      ? job.share.families.find((f) => f.accountId !== accountId)
      : job.share.families.find((f) => f.accountId === job.ownerId);
  return other ? { otherFamilyLabel: other.label } : null;
}
