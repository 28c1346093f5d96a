import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  INTERVIEW_MESSAGES,
  NO_SHOW_DISPUTE_PATH,
  MEETING_KIND_LABELS,
  MEETING_MODE_LABELS,
  MEETING_STATUS_LABELS,
  londonWallClock,
  meetingTimeLabel,
} from '@contract/interviews-constants.ts';
import type { InterviewView as View } from '@contract/interviews.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import {
  cancelInterview,
  markHappened,
  markNoShow,
  pickTime,
  proposeOtherTimes,
  readInvite,
  saveInvite,
} from '@/features/interviews/api.ts';
import { SafetyAdvice } from '@/features/interviews/SafetyAdvice.tsx';
import {
  checkTimeSlots,
  filledSlots,
  serverFieldErrors,
  timeSlotErrors,
  type ProposalErrors,
} from '@/features/interviews/proposal.ts';
import { filledTimes, TimesFields } from '@/features/interviews/TimesFields.tsx';

type Open = null | 'times' | 'cancel';

/**
 * The app's focus ring (index.css: 3 px accent) on each button here, its colour set before focus: a
 * button's outline colour is otherwise its text's (white on the primary buttons) and fades from it.
 */
const FOCUS = 'outline-accent-600';

/** One interview or trial, with what the caller may do with it now. */
export function InterviewCard({
  interview,
  onChanged,
}: {
  interview: View;
  onChanged: (next: View) => void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [picked, setPicked] = useState<string>(interview.times[0] ?? '');
  const [times, setTimes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [timeErrors, setTimeErrors] = useState<ProposalErrors>({});
  const kind = MEETING_KIND_LABELS[interview.kind];
  const waitingForMe = interview.status === 'proposed' && interview.can.pick;

  const refused = (title: string) => (error: unknown) => {
    logFailure(title, error);
    if (error instanceof ApiError && error.status === 400) {
      const message = Object.values(error.fields)[0];
      if (open === 'times') {
        // Each refused time under its own field; `times` itself (too many, repeated) on the group.
        const placed = serverFieldErrors(error.fields, filledSlots(times));
        setTimeErrors(Object.keys(placed).length ? placed : { times: error.message });
      } else setFieldError(message ?? error.message);
      notify.error(title, message ?? error.message);
    } else notify.error(title, refusalText(error));
  };
  const done = (title: string) => (next: View) => {
    setOpen(null);
    setFieldError(undefined);
    setTimeErrors({});
    notify.success(title);
    onChanged(next);
  };

  const pick = useMutation({
    mutationFn: () => pickTime(interview.id, londonWallClock(new Date(picked)), interview.version),
    onSuccess: done(`${kind} confirmed`),
    onError: refused('The time was not confirmed'),
  });
  const retime = useMutation({
    mutationFn: () => proposeOtherTimes(interview.id, filledTimes(times), interview.version),
    onSuccess: done(INTERVIEW_MESSAGES.retimed),
    onError: refused('The times were not sent'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelInterview(interview.id, reason, interview.version),
    onSuccess: done(`${kind} cancelled`),
    onError: refused('It was not cancelled'),
  });
  const happened = useMutation({
    mutationFn: () => markHappened(interview.id),
    onSuccess: done(INTERVIEW_MESSAGES.happened),
    onError: refused('It was not recorded'),
  });
  const noShow = useMutation({
    mutationFn: () => markNoShow(interview.id),
    onSuccess: done(INTERVIEW_MESSAGES.noShow),
    onError: refused('It was not recorded'),
  });
  const download = useMutation({
    mutationFn: () => readInvite(interview.id),
    onSuccess: saveInvite,
    onError: refused('The invite could not be downloaded'),
  });

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="interview"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
        {kind} with {interview.otherParty}: {interview.jobTitle}
      </h3>
      <p className="text-slate-800">
        <span className="font-medium" data-testid="interview-status">
          {MEETING_STATUS_LABELS[interview.status]}
        </span>
        {interview.startAt && <> · {meetingTimeLabel(interview.startAt)} (UK time)</>}
        {' · '}
        {MEETING_MODE_LABELS[interview.mode]}
      </p>
      {interview.mode === 'video' && interview.link && (
        <p className="text-slate-800 wrap-anywhere">
          Link:{' '}
          <a
            className="text-brand-900 underline"
            href={interview.link}
            rel="noopener noreferrer nofollow"
            target="_blank"
          >
            {interview.link}
          </a>
        </p>
      )}
      {interview.place && <p className="text-slate-800 wrap-anywhere">Where: {interview.place}</p>}
      {interview.kind === 'trial' && interview.hours !== null && interview.grossPay !== null && (
        <p className="text-slate-800">
          {interview.hours} hours, £{interview.grossPay.toFixed(2)} gross, paid by the family directly
        </p>
      )}
      {interview.note && <p className="text-slate-700 wrap-anywhere">Note: {interview.note}</p>}
      {interview.status === 'cancelled' && interview.cancelReason && (
        <p className="text-slate-800">
          {interview.cancelledBy === interview.role ? 'You cancelled it' : 'Cancelled'}:{' '}
          {interview.cancelReason}
        </p>
      )}
      {interview.noShow && (
        <p className="text-slate-800" data-testid="no-show-note">
          {interview.noShow.overturnedAt ? (
            interview.noShow.by === interview.role ? (
              'You recorded that they did not come; a moderator overturned it on their dispute.'
            ) : (
              'They recorded that you did not come; a moderator overturned it on your dispute, so it does not count against you.'
            )
          ) : interview.noShow.by === interview.role ? (
            'You recorded that they did not come. They can dispute it once; a moderator decides.'
          ) : (
            <>
              They recorded that you did not come. If this is wrong, you can dispute it once, with a few
              words, under{' '}
              <Link
                to={NO_SHOW_DISPUTE_PATH}
                className="font-medium text-brand-900 underline underline-offset-2"
              >
                Account → Moderation
              </Link>
              : a moderator reads it and may overturn it.
            </>
          )}
        </p>
      )}
      {interview.status === 'proposed' && !waitingForMe && (
        <p className="text-slate-700">Waiting for {interview.otherParty} to pick one of your times.</p>
      )}
      {interview.mode === 'in-person' &&
        (interview.status === 'proposed' || interview.status === 'confirmed') && <SafetyAdvice />}

      {waitingForMe && (
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">Pick a time (UK time)</legend>
          {interview.times.map((time) => (
            <label key={time} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name={`pick-${interview.id}`}
                value={time}
                checked={picked === time}
                onChange={() => setPicked(time)}
                className="size-5"
              />
              {meetingTimeLabel(time)}
            </label>
          ))}
          <div>
            <Button
              className={FOCUS}
              onClick={() => pick.mutate()}
              aria-busy={pick.isPending || undefined}
              disabled={!picked}
            >
              Confirm this time
            </Button>
          </div>
        </fieldset>
      )}

      {open === 'times' && (
        <form
          className="grid gap-3 rounded-xl bg-slate-50 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            const found = checkTimeSlots(times, new Date());
            setTimeErrors(found);
            if (!Object.keys(found).length) retime.mutate();
          }}
        >
          <TimesFields
            times={times}
            onChange={setTimes}
            error={timeErrors.times}
            errors={timeSlotErrors(timeErrors)}
            idPrefix={`retime-${interview.id}`}
          />
          <div className="flex flex-wrap gap-3">
            <Button className={FOCUS} type="submit" aria-busy={retime.isPending || undefined}>
              Send these times
            </Button>
            <Button className={FOCUS} type="button" variant="ghost" onClick={() => setOpen(null)}>
              Keep as it is
            </Button>
          </div>
        </form>
      )}

      {open === 'cancel' && (
        <form
          className="grid gap-3 rounded-xl bg-slate-50 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate();
          }}
        >
          <TextareaField
            label={`Why are you cancelling? ${interview.otherParty} is told.`}
            value={reason}
            required
            maxLength={500}
            error={fieldError}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              className={FOCUS}
              type="submit"
              variant="destructive"
              aria-busy={cancel.isPending || undefined}
            >
              Cancel the {kind.toLowerCase()}
            </Button>
            <Button className={FOCUS} type="button" variant="ghost" onClick={() => setOpen(null)}>
              Keep it
            </Button>
          </div>
        </form>
      )}

      <div className="flex flex-wrap gap-3">
        {interview.can.retime && open === null && (
          <Button
            className={FOCUS}
            variant="outline"
            size="sm"
            aria-describedby={headingId}
            onClick={() => {
              setTimes([]);
              setTimeErrors({});
              setOpen('times');
            }}
          >
            {interview.status === 'confirmed' ? 'Reschedule' : 'Propose other times'}
          </Button>
        )}
        {interview.can.cancel && open === null && (
          <Button
            className={FOCUS}
            variant="outline"
            size="sm"
            aria-describedby={headingId}
            onClick={() => {
              setReason('');
              setFieldError(undefined);
              setOpen('cancel');
            }}
          >
            Cancel
          </Button>
        )}
        {interview.can.download && (
          <Button
            className={FOCUS}
            variant="outline"
            size="sm"
            aria-describedby={headingId}
            onClick={() => download.mutate()}
            aria-busy={download.isPending || undefined}
          >
            Download the invite (.ics)
          </Button>
        )}
        {interview.can.happened && (
          <Button className={FOCUS} size="sm" aria-describedby={headingId} onClick={() => happened.mutate()}>
            {interview.kind === 'trial' ? 'The trial happened' : 'The interview happened'}
          </Button>
        )}
        {interview.can.noShow && (
          <Button
            className={FOCUS}
            variant="outline"
            size="sm"
            aria-describedby={headingId}
            onClick={() => noShow.mutate()}
          >
            They did not come
          </Button>
        )}
      </div>
    </article>
  );
}
