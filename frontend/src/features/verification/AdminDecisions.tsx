import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHECK_LABELS,
  IDENTITY_DOCUMENTS,
  IDENTITY_DOCUMENT_LABELS,
  UPDATE_SERVICE_RESULTS,
  UPDATE_SERVICE_RESULT_LABELS,
  type AdminCheckRequest,
  type AdminReferee,
  type CheckDecisionInput,
  type IdentityDocument,
  type UpdateServiceResult,
  type VerificationFile,
} from '@contract/verification.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FieldError, InputField, RequiredMark, TextareaField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { notify } from '@/components/ui/toast.ts';
import { CANDIDATES_KEY } from '@/features/candidates/queries.ts';
import { decideCheck, decideReferee } from '@/features/verification/api.ts';
import { londonDay } from '@contract/uk-day.ts';
import {
  emptyRecord,
  recordBody,
  refereeDecisionBody,
  refuseCheckBody,
  serverFieldErrors,
  type FieldErrors,
  type RecordValues,
} from '@/features/verification/forms.ts';
import { ADMIN_VERIFICATIONS_KEY, verificationFileQuery } from '@/features/verification/queries.ts';
import { logFailure } from '@/api/errors.ts';

const checkbox =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/** The file page's headings that take the focus once a decision removes the form that had it. */
export const FILE_FOCUS_ID = 'verification-file-waiting';
export const REFEREES_FOCUS_ID = 'verification-file-referees';

/**
 * Sends a decision and keeps the page on what the server holds: its answer (the whole file) replaces the
 * file at once, the queue and the candidates are read again; a decision another moderator already made
 * (404, 409) is said and the file read again.
 */
function useDecision(nannyId: string, focusId: string) {
  const queryClient = useQueryClient();
  const fileKey = verificationFileQuery(nannyId).queryKey;
  return async (
    send: () => Promise<VerificationFile>,
    done: { title: string; text: string },
    onFields: (errors: FieldErrors) => void,
  ): Promise<boolean> => {
    try {
      const file = await send();
      queryClient.setQueryData(fileKey, file);
      notify.success(done.title, done.text);
      requestAnimationFrame(() => document.getElementById(focusId)?.focus());
      void queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const found = serverFieldErrors(error);
        if (Object.keys(found).length > 0) {
          onFields(found);
          return false;
        }
      }
      logFailure('Deciding a verification failed', error);
      notify.error(
        'The decision was not saved',
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : 'Please try again.',
      );
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_KEY });
      return false;
    }
  };
}

function Choice({
  legend,
  options,
  value,
  onChange,
  error,
  name,
  firstRef,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  name: string;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid gap-2">
        {options.map((option, index) => (
          <label key={option.value} className={checkbox}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}

function Tick({
  label,
  checked,
  onChange,
  error,
  inputRef,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <div>
      <label className={checkbox}>
        <input
          ref={inputRef}
          type="checkbox"
          checked={checked}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
        />
        <span>
          {label}
          <RequiredMark />
        </span>
      </label>
      {error && (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** Recording what was seen for a waiting request: its kind's details, each date today unless changed. */
export function RecordForm({
  nannyId,
  request,
  onDone,
}: {
  nannyId: string;
  request: AdminCheckRequest;
  onDone: () => void;
}) {
  const decide = useDecision(nannyId, FILE_FOCUS_ID);
  const groupId = useId();
  const today = londonDay(new Date());
  const [values, setValues] = useState<RecordValues>(() => emptyRecord(today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const refs = {
    documentType: useRef<HTMLSelectElement>(null),
    nameMatches: useRef<HTMLInputElement>(null),
    issuedOn: useRef<HTMLInputElement>(null),
    certificateLast4: useRef<HTMLInputElement>(null),
    barredListChildren: useRef<HTMLInputElement>(null),
    result: useRef<HTMLInputElement>(null),
    courseOn: useRef<HTMLInputElement>(null),
    checkedOn: useRef<HTMLInputElement>(null),
  };
  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = (Object.keys(refs) as Array<keyof typeof refs>).find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };
  const set = <K extends keyof RecordValues>(name: K, value: RecordValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const kind = request.kind;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = recordBody(kind, values, londonDay(new Date()));
    if (!checked.ok) return show(checked.errors);
    setSending(true);
    const ok = await decide(
      () => decideCheck(nannyId, request.id, checked.body),
      { title: `${CHECK_LABELS[kind]} recorded`, text: 'The nanny is emailed, and her card shows it.' },
      show,
    );
    setSending(false);
    if (ok) onDone();
  };

  const date = (name: 'issuedOn' | 'courseOn' | 'checkedOn', label: string, hint?: string) => (
    <InputField
      ref={refs[name]}
      type="date"
      label={label}
      required
      max={today}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Record the ${CHECK_LABELS[kind]} check`}
      aria-busy={sending || undefined}
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {kind === 'identity' && (
        <>
          <SelectField
            ref={refs.documentType}
            label="Document seen"
            required
            value={values.documentType}
            error={errors.documentType}
            onChange={(event) => set('documentType', event.target.value as IdentityDocument | '')}
          >
            <option value="">Choose the document</option>
            {IDENTITY_DOCUMENTS.map((doc) => (
              <option key={doc} value={doc}>
                {IDENTITY_DOCUMENT_LABELS[doc]}
              </option>
            ))}
          </SelectField>
          <Tick
            inputRef={refs.nameMatches}
            label="The name on the document matches her profile"
            checked={values.nameMatches}
            onChange={(v) => set('nameMatches', v)}
            error={errors.nameMatches}
          />
        </>
      )}
      {kind === 'dbs_certificate' && (
        <>
          {date('issuedOn', 'Certificate issued on', 'It counts for 3 years from this date.')}
          <InputField
            ref={refs.certificateLast4}
            label="Last four digits of the certificate number"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            hint="Only these four digits are kept."
            value={values.certificateLast4}
            error={errors.certificateLast4}
            onChange={(event) => set('certificateLast4', event.target.value)}
          />
          <Tick
            inputRef={refs.barredListChildren}
            label="Enhanced, with the children’s barred list checked"
            checked={values.barredListChildren}
            onChange={(v) => set('barredListChildren', v)}
            error={errors.barredListChildren}
          />
        </>
      )}
      {kind === 'dbs_update_service' && (
        <Choice
          legend="What the Update Service said"
          name={`${groupId}-result`}
          options={UPDATE_SERVICE_RESULTS.map((value) => ({
            value,
            label: UPDATE_SERVICE_RESULT_LABELS[value],
          }))}
          value={values.result}
          onChange={(v) => set('result', v as UpdateServiceResult)}
          error={errors.result}
          firstRef={refs.result}
        />
      )}
      {kind === 'first_aid' && date('courseOn', 'Course date', 'It counts for 3 years from this date.')}
      {date('checkedOn', 'Checked on')}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Recording...' : 'Record check'}
        </Button>
      </div>
    </form>
  );
}

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
