import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHECK_LABELS,
  VERIFICATION_MESSAGES as M,
  type CheckKind,
  type MyVerification,
} from '@contract/verification.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { FieldError, InputField, TextareaField } from '@/components/ui/Field.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { notify } from '@/components/ui/toast.ts';
import { requestCheck, setConsent } from '@/features/verification/api.ts';
import { checkState, dayInWords, type CheckState } from '@/features/verification/format.ts';
import {
  checkRequestBody,
  EMPTY_REQUEST,
  serverFieldErrors,
  type FieldErrors,
  type RequestValues,
} from '@/features/verification/forms.ts';
import { MY_VERIFICATION_KEY } from '@/features/verification/queries.ts';
import { logFailure } from '@/api/errors.ts';

/** What each check is, and what she gives for it. */
const ABOUT: Record<CheckKind, ReactNode> = {
  identity:
    'A member of our team looks at a photo or scan of your passport, photocard driving licence, national identity card or biometric residence permit and checks the name matches your profile. It counts for 3 years.',
  dbs_certificate:
    'Our team looks at a photo or scan of your enhanced DBS certificate: it must include the children’s barred list and be in your name. We keep its issue date and the last four digits of its number. It counts for 3 years from its issue date, or for as long as the DBS Update Service says it is current. Your card says we checked a copy, so families will ask to see your original certificate before you start.',
  dbs_update_service:
    'If your certificate is registered with the DBS Update Service, our team can check online that it is still current, with your consent. Premium needs a check within the last 12 months.',
  first_aid:
    'Our team looks at your paediatric first aid certificate. It counts for 3 years from the course date, as the certificate does.',
  ofsted:
    'Our team checks your registration on the Ofsted Childcare Register. It counts for 12 months; it adds a line to your checks but does not change your level.',
};

const STATUS_CLASS: Record<CheckState['status'], string> = {
  not_asked: 'bg-slate-100 text-slate-900 ring-slate-300',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-300',
  recorded: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  refused: 'bg-red-50 text-red-900 ring-red-300',
  lapsed: 'bg-slate-100 text-slate-900 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-900 ring-slate-300',
};

const FAILED_TITLE = 'Your request was not sent';

/**
 * The consent the Update Service check needs: a switch that gives it or withdraws it at once (the
 * server withdraws a waiting Update Service request with it).
 */
function ConsentSwitch({ consent, userId }: { consent: MyVerification['consent']; userId: string }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const change = async (given: boolean) => {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await setConsent(given);
      queryClient.setQueryData<MyVerification>([...MY_VERIFICATION_KEY, userId], (data) =>
        data ? { ...data, consent: answer } : data,
      );
      notify.success(
        answer.given ? 'Consent given' : 'Consent withdrawn',
        answer.given
          ? 'Our team may check your certificate on the DBS Update Service.'
          : 'We will not check the DBS Update Service. A waiting Update Service request is withdrawn.',
      );
      void queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
    } catch (error) {
      logFailure('Changing the consent failed', error);
      notify.error(
        'Your consent was not changed',
        error instanceof ApiError ? error.message : 'Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <SwitchField
        label="I consent to Nanny Marketplace checking my certificate on the DBS Update Service"
        description={
          consent.given
            ? `Given${consent.at ? ` on ${dayInWords(consent.at)}` : ''}. Turn this off to withdraw it at any time; a waiting Update Service request is withdrawn with it.`
            : 'Off: we do not look your certificate up. Turn this on to let our team check its status online. You can withdraw it at any time.'
        }
        checked={consent.given}
        onCheckedChange={(given) => void change(given)}
        disabled={saving}
      />
    </div>
  );
}

/** The form that asks for one check: what its kind needs, and an optional note for our team. */
function RequestForm({
  kind,
  data,
  headingId,
}: {
  kind: CheckKind;
  data: MyVerification;
  headingId: string;
}) {
  const queryClient = useQueryClient();
  const groupId = useId();
  const [values, setValues] = useState<RequestValues>({
    ...EMPTY_REQUEST,
    useProfileDbs: kind === 'dbs_certificate' && data.hasDbsUpload,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const refs = {
    evidence: useRef<{ focus: () => void }>(null),
    certificateNumber: useRef<HTMLInputElement>(null),
    registrationNumber: useRef<HTMLInputElement>(null),
    note: useRef<HTMLTextAreaElement>(null),
    consent: useRef<HTMLDivElement>(null),
  };
  const set = <K extends keyof RequestValues>(name: K, value: RequestValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };
  const focusFirst = (found: FieldErrors) => {
    const order = ['consent', 'evidence', 'certificateNumber', 'registrationNumber', 'note'] as const;
    const first = order.find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkRequestBody(kind, values, {
      consent: data.consent.given,
      hasDbsUpload: data.hasDbsUpload,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setSending(true);
    try {
      await requestCheck(checked.body);
      notify.success(
        `${CHECK_LABELS[kind]} check requested`,
        'Our team will look at it and email you what they decide.',
      );
      setValues(EMPTY_REQUEST);
      await queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const found = serverFieldErrors(failure);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          focusFirst(found);
          return;
        }
      }
      logFailure('Requesting a check failed', failure);
      notify.error(FAILED_TITLE, failure instanceof ApiError ? failure.message : 'Please try again.');
      if (failure instanceof ApiError && failure.status === 409)
        await queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_KEY });
    } finally {
      setSending(false);
    }
  };

  const evidenceField = (
    <FileField
      inputRef={refs.evidence}
      label={kind === 'dbs_certificate' ? 'Your DBS certificate' : 'A photo or scan of the document'}
      hint="JPEG, PNG or PDF, up to 5MB. Only our team sees it, and it is deleted once they have decided."
      purpose="nanny-evidence"
      required
      value={values.evidence}
      onChange={(file) => set('evidence', file)}
      error={errors.evidence}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={headingId}
      aria-busy={sending || undefined}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
    >
      {kind === 'dbs_certificate' && data.hasDbsUpload && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Which copy should our team look at?</legend>
          <div className="mt-2 grid gap-2">
            {[
              { value: true, label: 'The DBS certificate uploaded on my profile' },
              { value: false, label: 'A copy I attach here' },
            ].map((option) => (
              <label
                key={String(option.value)}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={`${groupId}-dbs-copy`}
                  checked={values.useProfileDbs === option.value}
                  onChange={() => set('useProfileDbs', option.value)}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {(kind === 'identity' ||
        kind === 'first_aid' ||
        (kind === 'dbs_certificate' && !(values.useProfileDbs && data.hasDbsUpload))) &&
        evidenceField}
      {kind === 'dbs_update_service' && (
        <>
          {errors.consent && (
            <div ref={refs.consent} tabIndex={-1} role="alert" className="focus:outline-none">
              <FieldError id={`${groupId}-consent`}>{errors.consent}</FieldError>
            </div>
          )}
          <InputField
            ref={refs.certificateNumber}
            label="DBS certificate number"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            hint="The 12-digit number on your certificate. Once our team has checked it, only its last four digits are kept."
            value={values.certificateNumber}
            error={errors.certificateNumber}
            onChange={(event) => set('certificateNumber', event.target.value)}
          />
        </>
      )}
      {kind === 'ofsted' && (
        <InputField
          ref={refs.registrationNumber}
          label="Ofsted registration number"
          required
          autoComplete="off"
          maxLength={12}
          hint="For example EY123456, or the 6 or 7 digits on your certificate of registration."
          value={values.registrationNumber}
          error={errors.registrationNumber}
          onChange={(event) => set('registrationNumber', event.target.value)}
        />
      )}
      <TextareaField
        ref={refs.note}
        label="Note for our team"
        rows={2}
        maxLength={500}
        hint="Optional. Anything that helps, for example a change of name."
        value={values.note}
        error={errors.note}
        onChange={(event) => set('note', event.target.value)}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Request this check'}
      </Button>
    </form>
  );
}

/**
 * One kind of check on her Verification page: what it is, where it stands (with dates, or why it was
 * refused), and the form that asks for it, unless a request of its kind already waits. A check already
 * recorded can be asked for again (to renew it) from a button that shows the form.
 */
export function CheckCard({ kind, data, userId }: { kind: CheckKind; data: MyVerification; userId: string }) {
  const headingId = useId();
  const formId = useId();
  const state = checkState(kind, data.requests, data.checks);
  const [renewing, setRenewing] = useState(false);
  const showForm = state.canRequest && (state.status !== 'recorded' || renewing);
  return (
    <li>
      <article aria-labelledby={headingId} data-testid={`check-${kind}`}>
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
              {CHECK_LABELS[kind]}
            </h3>
            <span
              data-testid="check-status"
              className={cn(
                'shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
                STATUS_CLASS[state.status],
              )}
            >
              <span className="sr-only">Status: </span>
              {state.label}
            </span>
          </div>
          <p className="mt-2 text-slate-700">{ABOUT[kind]}</p>
          {state.details.length > 0 && (
            <ul className="mt-3 space-y-1 text-slate-900">
              {state.details.map((detail) => (
                <li key={detail} className="wrap-anywhere">
                  {detail}
                </li>
              ))}
            </ul>
          )}
          {kind === 'dbs_update_service' && (
            <div className="mt-4">
              <ConsentSwitch consent={data.consent} userId={userId} />
            </div>
          )}
          {state.status === 'recorded' && state.canRequest && (
            <Button
              variant="outline"
              className="mt-4"
              aria-expanded={renewing}
              aria-controls={formId}
              aria-describedby={headingId}
              onClick={() => setRenewing((was) => !was)}
            >
              {renewing ? 'Not now' : 'Ask for it again'}
            </Button>
          )}
          <div id={formId}>{showForm && <RequestForm kind={kind} data={data} headingId={headingId} />}</div>
          {!state.canRequest && <p className="mt-3 text-sm text-slate-700">{M.alreadyRequested}</p>}
        </Card>
      </article>
    </li>
  );
}
