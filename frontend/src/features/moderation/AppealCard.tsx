import { useId } from 'react';
import { MEETING_KIND_LABELS } from '@contract/interviews-constants.ts';
import type { AdminAppeal } from '@contract/moderation.ts';
import { Button } from '@/components/ui/Button.tsx';
import { EyeIcon } from '@/components/ui/icons/EyeIcon.tsx';
import {
  adminAppealStatus,
  contentNoun,
  formatWhen,
  noShowMarkedWords,
} from '@/features/moderation/format.ts';
import { Row } from '@/components/ui/Row.tsx';

/** One appeal in the admin queue: what was hidden and why, the owner's appeal, and its actions. */
export function AppealCard({
  appeal,
  ownDecision,
  onDecide,
  onView,
}: {
  appeal: AdminAppeal;
  ownDecision: boolean;
  onDecide: () => void;
  onView: () => void;
}) {
  const headingId = useId();
  const open = appeal.appeal.status === 'open';
  return (
    <article
      aria-labelledby={headingId}
      data-testid="appeal"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere">
          {contentNoun(appeal.contentType)}: {appeal.contentLabel}
        </h2>
        <span
          data-testid="appeal-status"
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
        >
          {adminAppealStatus(appeal.appeal.status, appeal.contentType)}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label={appeal.noShow ? 'Marked as a no-show' : 'Owner'}>
          {appeal.ownerFirstName ?? 'Not known'}
        </Row>
        {appeal.noShow ? (
          <>
            <Row label="Meeting">
              {MEETING_KIND_LABELS[appeal.noShow.kind]}
              {appeal.noShow.startAt && (
                <>
                  , <time dateTime={appeal.noShow.startAt}>{formatWhen(appeal.noShow.startAt)}</time>
                </>
              )}
            </Row>
            <Row label="Recorded">
              {noShowMarkedWords(appeal.noShow.markedBy)}, on{' '}
              <time dateTime={appeal.noShow.markedAt}>{formatWhen(appeal.noShow.markedAt)}</time>
            </Row>
          </>
        ) : (
          <>
            <Row label="Reported for">{appeal.reason}</Row>
            <Row label="Hidden on">
              <time dateTime={appeal.hiddenAt}>{formatWhen(appeal.hiddenAt)}</time>
              {ownDecision && <span className="text-slate-700"> (by you)</span>}
            </Row>
          </>
        )}
        <Row label="Appealed on">
          <time dateTime={appeal.appeal.createdAt}>{formatWhen(appeal.appeal.createdAt)}</time>
        </Row>
        <Row label="What the owner was told" wide>
          {appeal.explanation}
        </Row>
        <Row label="The appeal" wide>
          {appeal.appeal.text}
        </Row>
        {appeal.appeal.outcomeNotes && (
          <Row label="Notes to the owner" wide>
            {appeal.appeal.outcomeNotes}
          </Row>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {!appeal.noShow && (
          <Button variant="secondary" aria-haspopup="dialog" aria-describedby={headingId} onClick={onView}>
            <EyeIcon className="size-4" />
            View content
          </Button>
        )}
        {open && (
          <Button aria-haspopup="dialog" aria-describedby={headingId} onClick={onDecide}>
            Decide
          </Button>
        )}
      </div>
    </article>
  );
}
