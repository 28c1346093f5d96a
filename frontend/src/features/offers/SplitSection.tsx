import { Link } from 'react-router-dom';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import { aWeek, familyOf, partsTotal, type FormSplit } from '@/features/offers/offerShare.ts';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * A nanny share's parts on the poster's form: what each family pays her a week, which the form sends
 * with the terms; why no offer can be sent yet, when one cannot; and, as the pay is typed, whether it
 * comes to the parts' total.
 */
export function SplitSection({
  id,
  split,
  error,
  mismatch,
}: {
  /** The id the form takes focus to when the parts are refused. */
  id: string;
  split: FormSplit;
  error: string | undefined;
  /** The pay typed does not come to the parts' total: why, as it is typed. */
  mismatch: string | null;
}) {
  // Said once: the reason the offer cannot be sent is the error it is refused with.
  const shownError = error && error !== split.blocked ? error : undefined;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      aria-describedby={shownError ? `${id}-error` : split.blocked ? `${id}-blocked` : undefined}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Each family’s part
      </h3>
      <p className="text-slate-700">
        This is a nanny share: each family employs her for its own part and gets its own written statement.
        The parts are the split both families agreed.
      </p>
      <ul className="space-y-1 text-slate-900" data-testid="offer-split">
        <li>You: {aWeek(split.posterWeeklyPence)}</li>
        <li>
          {familyOf(split.partnerLabel)}: {aWeek(split.partnerWeeklyPence)}
        </li>
        <li className="font-semibold">In all: {aWeek(partsTotal(split))}</li>
      </ul>
      {split.blocked && (
        <p id={`${id}-blocked`} className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <span className="font-semibold">An offer cannot be sent yet.</span> {split.blocked}{' '}
          <Link to={SHARE_PATHS.list} className={LINK}>
            Go to your nanny share
          </Link>
        </p>
      )}
      {shownError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {shownError}
        </p>
      ) : (
        mismatch && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">{mismatch}</p>
        )
      )}
    </section>
  );
}
