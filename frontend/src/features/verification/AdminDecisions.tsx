import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CHECK_LABELS,
  type AdminCheckRequest,
  type AdminReferee,
  type CheckDecisionInput,
} from '@contract/verification.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { decideCheck, decideReferee } from '@/features/verification/api.ts';
import { refereeDecisionBody, refuseCheckBody, type FieldErrors } from '@/features/verification/forms.ts';
import { FILE_FOCUS_ID, REFEREES_FOCUS_ID, useDecision } from '@/features/verification/DecisionParts.tsx';
import { RecordForm } from '@/features/verification/RecordForm.tsx';

/** Refusing something waiting, with the reason the nanny is told. */
export function RefuseForm({
  label,
  onRefuse,
  onDone,
}: {
  label: string;
  onRefuse: (reason: string, show: (errors: FieldErrors) => void) => Promise<boolean>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const show = (found: FieldErrors) => {
    setError(found.reason ?? Object.values(found)[0]);
    field.current?.focus();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const ok = await onRefuse(reason, show);
    setSending(false);
    if (ok) onDone();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={label}
      aria-busy={sending || undefined}
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <TextareaField
        ref={field}
        label="Reason"
        required
        rows={3}
        maxLength={1000}
        hint="Told to the nanny by email and on her Verification page. Say what she can do about it."
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Refusing...' : 'Refuse'}
        </Button>
      </div>
    </form>
  );
}

type Open = 'record' | 'refuse' | 'confirm' | null;

/** A waiting request's two actions, each opening its form in place. */
export function CheckActions({
  nannyId,
  request,
  headingId,
}: {
  nannyId: string;
  request: AdminCheckRequest;
  headingId: string;
}) {
  const decide = useDecision(nannyId, FILE_FOCUS_ID);
  const [open, setOpen] = useState<Open>(null);
  const formId = useId();
  const recordButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => recordButton.current?.focus());
  };
  const refuse = (reason: string, show: (errors: FieldErrors) => void) => {
    const checked = refuseCheckBody(reason);
    if (!checked.ok) {
      show(checked.errors);
      return Promise.resolve(false);
    }
    return decide(
      () => decideCheck(nannyId, request.id, checked.body as CheckDecisionInput),
      { title: 'Request refused', text: 'The nanny is emailed the reason.' },
      show,
    );
  };
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button
          ref={recordButton}
          aria-expanded={open === 'record'}
          aria-controls={formId}
          aria-describedby={headingId}
          onClick={() => setOpen(open === 'record' ? null : 'record')}
        >
          Record
        </Button>
        <Button
          variant="outline"
          aria-expanded={open === 'refuse'}
          aria-controls={formId}
          aria-describedby={headingId}
          onClick={() => setOpen(open === 'refuse' ? null : 'refuse')}
        >
          Refuse
        </Button>
      </div>
      <div id={formId}>
        {open === 'record' && <RecordForm nannyId={nannyId} request={request} onDone={close} />}
        {open === 'refuse' && (
          <RefuseForm
            label={`Refuse the ${CHECK_LABELS[request.kind]} request`}
            onRefuse={refuse}
            onDone={close}
          />
        )}
      </div>
    </div>
  );
}

/** An answered referee's two actions: Confirm at once, or Refuse with a reason. */
export function RefereeActions({
  nannyId,
  referee,
  headingId,
}: {
  nannyId: string;
  referee: AdminReferee;
  headingId: string;
}) {
  const decide = useDecision(nannyId, REFEREES_FOCUS_ID);
  const [open, setOpen] = useState<Open>(null);
  const [confirming, setConfirming] = useState(false);
  const formId = useId();
  const send = (
    decision: { outcome: 'confirm' } | { outcome: 'refuse'; reason: string },
    show: (errors: FieldErrors) => void,
  ) => {
    // The answer on this page: a newer one (named again, answered again) is refused by the server.
    const checked = refereeDecisionBody(decision, referee.answeredAt);
    if (!checked.ok) {
      show(checked.errors);
      return Promise.resolve(false);
    }
    return decide(
      () => decideReferee(nannyId, referee.id, checked.body),
      decision.outcome === 'confirm'
        ? { title: 'Reference confirmed', text: 'It counts towards her level for 3 years.' }
        : { title: 'Reference refused', text: 'The nanny is emailed the reason.' },
      show,
    );
  };
  const confirm = async () => {
    if (confirming) return;
    setConfirming(true);
    await send({ outcome: 'confirm' }, () => undefined);
    setConfirming(false);
  };
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button
          aria-describedby={headingId}
          onClick={() => void confirm()}
          disabled={confirming}
          aria-busy={confirming || undefined}
        >
          {confirming ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button
          variant="outline"
          aria-expanded={open === 'refuse'}
          aria-controls={formId}
          aria-describedby={headingId}
          onClick={() => setOpen(open === 'refuse' ? null : 'refuse')}
        >
          Refuse
        </Button>
      </div>
      <div id={formId}>
        {open === 'refuse' && (
          <RefuseForm
            label={`Refuse ${referee.name}’s reference`}
            onRefuse={(reason, show) => send({ outcome: 'refuse', reason }, show)}
            onDone={() => setOpen(null)}
          />
        )}
      </div>
    </div>
  );
}
