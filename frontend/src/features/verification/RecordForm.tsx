import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CHECK_LABELS,
  IDENTITY_DOCUMENTS,
  IDENTITY_DOCUMENT_LABELS,
  UPDATE_SERVICE_RESULTS,
  UPDATE_SERVICE_RESULT_LABELS,
  type AdminCheckRequest,
  type IdentityDocument,
  type UpdateServiceResult,
} from '@contract/verification.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { decideCheck } from '@/features/verification/api.ts';
import { londonDay } from '@contract/uk-day.ts';
import {
  emptyRecord,
  recordBody,
  type FieldErrors,
  type RecordValues,
} from '@/features/verification/forms.ts';
import { Choice, FILE_FOCUS_ID, Tick, useDecision } from '@/features/verification/DecisionParts.tsx';

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
