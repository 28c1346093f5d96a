import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  holdsRefereePlace,
  MAX_REFEREES,
  REFEREE_LINK_DAYS,
  VERIFICATION_MESSAGES as M,
  type MyVerification,
  type RefereeView,
} from '@contract/verification.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { addReferee, withdrawReferee } from '@/features/verification/api.ts';
import { referencesNote, refereeState } from '@/features/verification/format.ts';
import { refereeBody, serverFieldErrors, type FieldErrors } from '@/features/verification/forms.ts';
import { MY_VERIFICATION_KEY } from '@/features/verification/queries.ts';
import { logFailure } from '@/api/errors.ts';

const EMPTY = { name: '', email: '', relationship: '' };

/** Naming a referee: who they are, their email (where the form's link goes) and how they know her. */
function AddRefereeForm() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    relationship: useRef<HTMLInputElement>(null),
  };
  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = (['name', 'email', 'relationship'] as const).find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };
  const set = (name: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = refereeBody(values);
    if (!checked.ok) return show(checked.errors);
    setSending(true);
    try {
      const referee = await addReferee(checked.body);
      notify.success('Referee added', `We have emailed ${referee.name} a link to the reference form.`);
      setValues(EMPTY);
      await queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const found = serverFieldErrors(failure);
        if (Object.keys(found).length > 0) return show(found);
        if (failure.message === M.refereeOwnEmail) return show({ email: failure.message });
      }
      if (failure instanceof ApiError && failure.message === M.refereeTwice)
        return show({ email: failure.message });
      logFailure('Adding a referee failed', failure);
      notify.error(
        'The referee was not added',
        failure instanceof ApiError ? failure.message : 'Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      aria-busy={sending || undefined}
      className="space-y-4"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Add a referee
      </h3>
      <InputField
        ref={refs.name}
        label="Their name"
        required
        autoComplete="off"
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <InputField
        ref={refs.email}
        label="Their email address"
        type="email"
        required
        autoComplete="off"
        maxLength={254}
        hint={`We email them a link to a short form. The link works for ${REFEREE_LINK_DAYS} days.`}
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <InputField
        ref={refs.relationship}
        label="How they know you"
        required
        maxLength={200}
        hint="For example: I looked after their two children for three years."
        value={values.relationship}
        error={errors.relationship}
        onChange={(event) => set('relationship', event.target.value)}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Add referee'}
      </Button>
    </form>
  );
}

/** Withdrawing a referee, once confirmed: their link stops working and a confirmed reference stops counting. */
function WithdrawDialog({
  referee,
  open,
  onOpenChange,
}: {
  referee: RefereeView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const withdraw = async () => {
    if (sending) return;
    setSending(true);
    try {
      await withdrawReferee(referee.id);
      notify.success('Referee withdrawn', `${referee.name}’s link no longer works.`);
      await queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
      onOpenChange(false);
    } catch (failure) {
      logFailure('Withdrawing a referee failed', failure);
      notify.error(
        'The referee was not withdrawn',
        failure instanceof ApiError ? failure.message : 'Please try again.',
      );
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) {
        await queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
        onOpenChange(false);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={`Withdraw ${referee.name}?`}
      description={
        referee.status === 'confirmed'
          ? 'Their confirmed reference stops counting towards your level, and their link stops working.'
          : 'Their link stops working and their answers, if any, are not used.'
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
          Keep them
        </Button>
        <Button
          variant="destructive"
          onClick={() => void withdraw()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? 'Withdrawing...' : 'Withdraw referee'}
        </Button>
      </div>
    </Dialog>
  );
}

function RefereeItem({ referee, onWithdraw }: { referee: RefereeView; onWithdraw: () => void }) {
  const headingId = useId();
  const state = refereeState(referee);
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="referee">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-slate-900 wrap-anywhere">
          {referee.name}
        </h3>
        <span
          data-testid="referee-status"
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
        >
          <span className="sr-only">Status: </span>
          {state.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
        {referee.email} · {referee.relationship}
      </p>
      <p className="mt-2 text-slate-900 wrap-anywhere">{state.detail}</p>
      {state.canWithdraw && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          onClick={onWithdraw}
        >
          Withdraw
        </Button>
      )}
    </li>
  );
}

/**
 * Her referees: where each stands (invited and until when, answered, confirmed, refused and why,
 * withdrawn), withdrawing one, and naming another. She never sees their answers: our team reads them.
 */
export function RefereesSection({ data }: { data: MyVerification }) {
  const headingId = useId();
  const [withdrawing, setWithdrawing] = useState<{ referee: RefereeView; open: boolean } | null>(null);
  const confirmed = data.referees.filter((r) => r.status === 'confirmed').length;
  // As the server counts them: a referee whose link lapsed unanswered leaves a place free.
  const now = new Date();
  const active = data.referees.filter((r) => holdsRefereePlace(r, now)).length;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Referees
        </h2>
        <div className="mt-1 space-y-2 text-slate-700">
          <p>
            Name people you have looked after children for. We email each a link to a short form; their
            answers are kept with your verification record and our team reads them and confirms the reference.
            You see where each reference stands, not what they said. A confirmed reference counts for 3 years.
          </p>
          <p>
            You can have up to {MAX_REFEREES} referees at a time; one whose link expires unanswered frees its
            place. A referee you withdraw, whose reference we refuse or whose link expires unanswered is
            deleted 30 days later.
          </p>
          <p className="font-medium text-slate-900" data-testid="references-note">
            {referencesNote(confirmed)}
          </p>
        </div>
        {data.referees.length > 0 ? (
          <ul role="list" className="mt-5 space-y-3">
            {data.referees.map((referee) => (
              <RefereeItem
                key={referee.id}
                referee={referee}
                onWithdraw={() => setWithdrawing({ referee, open: true })}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-5 text-slate-800">You have not named any referees yet.</p>
        )}
        <div className="mt-6 border-t border-slate-200 pt-6">
          {active < MAX_REFEREES ? <AddRefereeForm /> : <p className="text-slate-800">{M.tooManyReferees}</p>}
        </div>
      </Card>
      {withdrawing && (
        <WithdrawDialog
          key={withdrawing.referee.id}
          referee={withdrawing.referee}
          open={withdrawing.open}
          onOpenChange={(open) => setWithdrawing((current) => (current ? { ...current, open } : current))}
        />
      )}
    </section>
  );
}
