import type { ShareView } from '@contract/shares.ts';
import { FAMILY_JOB_PRICE_PENCE } from '@contract/jobs-constants.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import { readFailureMessage } from '@/api/errors.ts';
import { sharePostingBlocker, sharePostingNote } from '@/features/job-posting/share.ts';
import { isMissing } from '@/features/shares/queries.ts';

/**
 * The top of the family job form posting for a nanny share: that it is one job for both families, paid
 * once by the family posting it; or why it cannot be posted yet, or the share read.
 */
export function ShareNotice({
  signedIn,
  share,
  error,
}: {
  signedIn: boolean;
  share: ShareView | undefined;
  error: unknown;
}) {
  let text: string;
  let problem: string | null = null;
  if (!signedIn)
    text = 'You are posting the job for a nanny share. Sign in as one of its two families first.';
  else if (share) {
    text = sharePostingNote(share, FAMILY_JOB_PRICE_PENCE);
    problem = sharePostingBlocker(share);
  } else if (error) {
    text = 'We could not read your nanny share.';
    problem = isMissing(error) ? SHARE_TEXTS.notFound : readFailureMessage(error);
  } else text = 'Reading your nanny share…';
  return (
    <div
      role="note"
      data-testid="share-posting"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-slate-900"
    >
      <p className="font-semibold">{text}</p>
      {problem && <p className="mt-1 font-medium text-red-800">{problem}</p>}
    </div>
  );
}
