import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  HOME_ADDRESS_CHOICE,
  INTERVIEW_MESSAGES,
  INTERVIEW_MINUTES,
  INTERVIEWS_PATH,
  MAX_PROPOSED_TIMES,
  MEETING_MODE_LABELS,
  MEETING_MODES,
  PLACE_HINT,
  looksLikeHomeAddress,
  type MeetingKind,
  type MeetingMode,
} from '@contract/interviews-constants.ts';
import type { PairView } from '@contract/interviews.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { refusalText } from '@/features/my-jobs/api.ts';
import { proposeInterview } from '@/features/interviews/api.ts';
import {
  addSuggestion,
  checkProposal,
  filledSlots,
  sendLabel,
  serverFieldErrors,
  suggestionLabel,
  timeSlotErrors,
  type ProposalErrors,
} from '@/features/interviews/proposal.ts';
import { myInterviewsKey, pairKey, pairQuery } from '@/features/interviews/queries.ts';
import { SafetyAdvice } from '@/features/interviews/SafetyAdvice.tsx';
import { filledTimes, TimesFields } from '@/features/interviews/TimesFields.tsx';

const TITLE = 'Propose an interview';
/** The page's heading for the kind chosen. */
const titleFor = (kind: MeetingKind) => (kind === 'trial' ? 'Propose a trial' : TITLE);

/** Either side proposes an interview (or the poster a trial) to the other, at up to three times. */
export default function ProposeInterview() {
  usePageTitle(TITLE);
  const { jobId = '', nannyId = '' } = useParams();
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard
          path={`${INTERVIEWS_PATH}/new/${jobId}/${nannyId}`}
          what="Sign in to propose an interview."
        />
      </PageShell>
    );
  return <Pair userId={user.id} jobId={jobId} nannyId={nannyId} />;
}

function Pair({ userId, jobId, nannyId }: { userId: string; jobId: string; nannyId: string }) {
  const query = useQuery(pairQuery(userId, jobId, nannyId));
  const [kind, setKind] = useState<MeetingKind>('interview');
  if (query.isPending)
    return (
      <PageShell title={TITLE} width="narrow">
        <p role="status">Loading…</p>
      </PageShell>
    );
  if (!query.data)
    return (
      <PageShell title={TITLE} width="narrow">
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <Card>
            <p className="text-slate-800">{INTERVIEW_MESSAGES.pairNotFound}</p>
          </Card>
        ) : (
          <ListLoadError
            title="We could not load this page."
            message={readFailureMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </PageShell>
    );
  return (
    <PageShell
      title={`${titleFor(kind)} with ${query.data.otherParty}`}
      width="narrow"
      intro={`For the job “${query.data.jobTitle}”.`}
    >
      <ProposeForm userId={userId} pair={query.data} kind={kind} setKind={setKind} />
    </PageShell>
  );
}

function ProposeForm({
  userId,
  pair,
  kind,
  setKind,
}: {
  userId: string;
  pair: PairView;
  kind: MeetingKind;
  setKind: (kind: MeetingKind) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A trial follows an interview (the server refuses one before): the pair view says whether the
  // poster may propose one now.
  const trialAllowed = pair.mayProposeTrial;
  const [mode, setMode] = useState<MeetingMode>('video');
  const [link, setLink] = useState('');
  const [place, setPlace] = useState('');
  const [homeAddressChosen, setHomeAddressChosen] = useState(false);
  const [note, setNote] = useState('');
  // Only the first suggestion is filled in: the others are offered, so nothing is sent unchosen.
  const [times, setTimes] = useState<string[]>([pair.suggestions[0] ?? '', '', '']);
  const [minutes, setMinutes] = useState(String(INTERVIEW_MINUTES.default));
  const [hours, setHours] = useState('4');
  const [grossPay, setGrossPay] = useState('');
  const [fields, setFields] = useState<ProposalErrors>({});
  const [checked, setChecked] = useState(false);
  const [sentSlots, setSentSlots] = useState<number[]>([]);
  const values = { kind, mode, link, place, homeAddressChosen, times, minutes, hours, grossPay };
  // Asked only when the place reads like a home's address, as the server refuses one unless chosen.
  const homeLike = mode === 'in-person' && looksLikeHomeAddress(place);
  // Once a submit found problems, each field's own shows and goes as it is fixed.
  const errors = checked ? { ...fields, ...checkProposal(values, new Date()) } : fields;
  const count = filledSlots(times).length;
  const offered = pair.suggestions.filter((s) => !times.includes(s));
  const hasEmpty = Array.from({ length: MAX_PROPOSED_TIMES }, (_, i) => times[i] ?? '').some(
    (t) => !t.trim(),
  );

  const send = useMutation({
    mutationFn: () =>
      proposeInterview({
        jobId: pair.jobId,
        nannyId: pair.nannyId,
        kind,
        mode,
        ...(mode === 'video' ? { link: link.trim() } : {}),
        ...(mode === 'in-person'
          ? { place: place.trim(), ...(homeLike && homeAddressChosen ? { homeAddressChosen: true } : {}) }
          : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        times: filledTimes(times),
        ...(kind === 'interview'
          ? { minutes: Number(minutes) }
          : { hours: Number(hours), grossPay: Number(grossPay) }),
      }),
    onSuccess: () => {
      notify.success(INTERVIEW_MESSAGES.proposed);
      void queryClient.invalidateQueries({ queryKey: myInterviewsKey(userId) });
      void queryClient.invalidateQueries({ queryKey: pairKey(userId, pair.jobId, pair.nannyId) });
      void navigate(INTERVIEWS_PATH);
    },
    onError: (error) => {
      logFailure('Your proposal was not sent', error);
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
        setFields(serverFieldErrors(error.fields, sentSlots));
        notify.error('Your proposal was not sent', 'Please check the fields marked.');
      } else notify.error('Your proposal was not sent', refusalText(error));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFields({});
    const found = checkProposal(values, new Date());
    if (Object.keys(found).length) {
      setChecked(true);
      notify.error('Your proposal was not sent', 'Please check the fields marked.');
      return;
    }
    setChecked(false);
    setSentSlots(filledSlots(times));
    send.mutate();
  };

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      {pair.openId && (
        <Card>
          <p className="text-slate-800">
            You already have an interview with {pair.otherParty} that is not over yet: reschedule or cancel it
            on{' '}
            <a className="text-brand-900 underline" href={INTERVIEWS_PATH}>
              your interviews
            </a>{' '}
            rather than proposing another.
          </p>
        </Card>
      )}
      {pair.role === 'poster' && (
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">What</legend>
          {(['interview', 'trial'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                disabled={k === 'trial' && !trialAllowed}
                aria-describedby={k === 'trial' && !trialAllowed ? 'trial-after-interview' : undefined}
                className="size-5"
              />
              {k === 'interview' ? 'An interview' : 'A paid trial (after an interview)'}
            </label>
          ))}
          {!trialAllowed && (
            <p id="trial-after-interview" className="text-sm text-slate-700">
              A trial can be proposed once you have had an interview with {pair.otherParty}: one confirmed
              whose time is over.
            </p>
          )}
        </fieldset>
      )}
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-slate-900">How you will meet</legend>
        {MEETING_MODES.map((m) => (
          <label key={m} className="flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              className="size-5"
            />
            {MEETING_MODE_LABELS[m]}
          </label>
        ))}
      </fieldset>
      {mode === 'video' && (
        <InputField
          label="The video call’s link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          required
          hint="Starting with https://, from the video call app you use."
          error={errors.link}
          onChange={(e) => setLink(e.target.value)}
        />
      )}
      {mode === 'in-person' && (
        <>
          <InputField
            label="Where you will meet"
            value={place}
            required
            maxLength={200}
            hint={PLACE_HINT}
            error={errors.place}
            onChange={(e) => setPlace(e.target.value)}
          />
          {homeLike && (
            <label className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={homeAddressChosen}
                onChange={(e) => setHomeAddressChosen(e.target.checked)}
              />
              {HOME_ADDRESS_CHOICE}
            </label>
          )}
          <SafetyAdvice />
        </>
      )}
      <TimesFields
        times={times}
        onChange={setTimes}
        error={errors.times}
        errors={timeSlotErrors(errors)}
        idPrefix="propose"
      />
      {pair.suggestions.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm text-slate-700" id="suggestions-note">
            Suggested times, inside {pair.role === 'poster' ? `${pair.otherParty}’s` : 'your'} usual week.
            Change them as you like.
          </p>
          {offered.length > 0 && hasEmpty && (
            <div className="flex flex-wrap gap-2">
              {offered.map((s) => (
                <Button
                  key={s}
                  variant="outline"
                  size="sm"
                  aria-describedby="suggestions-note"
                  onClick={() => setTimes(addSuggestion(times, s))}
                >
                  Add {suggestionLabel(s)}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
      {kind === 'interview' ? (
        <InputField
          label="How long (minutes)"
          type="number"
          inputMode="numeric"
          min={INTERVIEW_MINUTES.min}
          max={INTERVIEW_MINUTES.max}
          value={minutes}
          error={errors.minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      ) : (
        <>
          <InputField
            label="Hours"
            type="number"
            inputMode="decimal"
            min={1}
            max={12}
            step={0.5}
            value={hours}
            required
            error={errors.hours}
            onChange={(e) => setHours(e.target.value)}
          />
          <InputField
            label="Gross pay for the trial (£)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={grossPay}
            required
            hint="At least the National Minimum Wage for its hours. You pay her directly."
            error={errors.grossPay}
            onChange={(e) => setGrossPay(e.target.value)}
          />
        </>
      )}
      <TextareaField
        label="A note (optional)"
        value={note}
        maxLength={500}
        hint="For example who calls whom, or what to bring."
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div>
        <Button type="submit" aria-busy={send.isPending || undefined}>
          {sendLabel(count)}
        </Button>
      </div>
    </form>
  );
}
