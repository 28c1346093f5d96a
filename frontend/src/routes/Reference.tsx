import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { KNOWN_FOR, KNOWN_FOR_LABELS, WOULD_EMPLOY_AGAIN } from '@contract/verification-constants.ts';
import type { ReferenceForm } from '@contract/verification.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { FieldError, RequiredMark, TextareaField } from '@/components/ui/Field.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { answerReference, readReferenceForm } from '@/features/verification/api.ts';
import {
  dayInWords,
  LINK_REFUSAL_TEXT,
  linkRefusal,
  tokenOf,
  type LinkRefusal,
} from '@/features/verification/format.ts';
import { referenceAnswerBody, type AnswerValues, type FieldErrors } from '@/features/verification/forms.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Give a reference';

type PageState =
  | { status: 'loading' }
  | { status: 'refused'; why: LinkRefusal }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; form: ReferenceForm }
  | { status: 'sent'; firstName: string };

const refusalOf = (error: unknown) =>
  error instanceof ApiError ? linkRefusal({ status: error.status, message: error.message }) : null;

const EMPTY: AnswerValues = { howKnown: '', knownFor: '', wouldEmployAgain: '', comments: '' };
const YES_NO: Record<(typeof WOULD_EMPLOY_AGAIN)[number], string> = { yes: 'Yes', no: 'No' };

/** A set of radio buttons under a legend, with its error tied to the group. */
function RadioGroup({
  legend,
  name,
  options,
  value,
  error,
  onChange,
  firstRef,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required
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

/** The referee's questions about the nanny, sent once. */
function AnswerForm({
  token,
  form,
  onSent,
  onRefused,
}: {
  token: string;
  form: ReferenceForm;
  onSent: () => void;
  onRefused: (why: LinkRefusal) => void;
}) {
  const groupId = useId();
  const name = form.nannyFirstName;
  const [values, setValues] = useState<AnswerValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const refs = {
    howKnown: useRef<HTMLTextAreaElement>(null),
    knownFor: useRef<HTMLInputElement>(null),
    wouldEmployAgain: useRef<HTMLInputElement>(null),
    comments: useRef<HTMLTextAreaElement>(null),
  };
  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = (['howKnown', 'knownFor', 'wouldEmployAgain', 'comments'] as const).find((n) => found[n]);
    if (first) refs[first].current?.focus();
  };
  const set = (field: keyof AnswerValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = referenceAnswerBody(token, values);
    if (!checked.ok) return show(checked.errors);
    setSending(true);
    try {
      await answerReference(checked.body);
      onSent();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && Object.keys(failure.fields).length > 0) {
        const found: FieldErrors = {};
        for (const [path, message] of Object.entries(failure.fields))
          found[path.split('.').pop() ?? path] ??= message;
        if (!found.token) return show(found);
      }
      const why = refusalOf(failure);
      if (why) return onRefused(why);
      logFailure('Sending the reference failed', failure);
      notify.error('Your reference was not sent', readFailureMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <p className="text-slate-800">
        Dear <bdi>{form.refereeName}</bdi>, <bdi className="font-semibold">{name}</bdi> named you as a referee
        and says you know her this way: “<bdi>{form.relationship}</bdi>”. Please answer a few questions about
        her. This link works until <time dateTime={form.linkLapsesAt}>{dayInWords(form.linkLapsesAt)}</time>.
      </p>
      <p className="mt-3 text-slate-700">
        Your answers are kept with her verification record and read by our team, who decide whether to confirm
        the reference. She sees whether it was confirmed, not what you said.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={sending || undefined}
        className="mt-6 space-y-5"
      >
        <TextareaField
          ref={refs.howKnown}
          label={`How do you know ${name}?`}
          required
          rows={3}
          maxLength={1000}
          hint="For example: she looked after our two children, three days a week."
          value={values.howKnown}
          error={errors.howKnown}
          onChange={(event) => set('howKnown', event.target.value)}
        />
        <RadioGroup
          legend={`How long have you known ${name}?`}
          name={`${groupId}-known-for`}
          options={KNOWN_FOR.map((value) => ({ value, label: KNOWN_FOR_LABELS[value] }))}
          value={values.knownFor}
          error={errors.knownFor}
          onChange={(value) => set('knownFor', value)}
          firstRef={refs.knownFor}
        />
        <RadioGroup
          legend={`Would you employ ${name} again to look after children?`}
          name={`${groupId}-again`}
          options={WOULD_EMPLOY_AGAIN.map((value) => ({ value, label: YES_NO[value] }))}
          value={values.wouldEmployAgain}
          error={errors.wouldEmployAgain}
          onChange={(value) => set('wouldEmployAgain', value)}
          firstRef={refs.wouldEmployAgain}
        />
        <TextareaField
          ref={refs.comments}
          label="Comments"
          rows={4}
          maxLength={2000}
          hint="Optional. Anything our team should know."
          value={values.comments}
          error={errors.comments}
          onChange={(event) => set('comments', event.target.value)}
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending...' : 'Send reference'}
        </Button>
      </form>
    </Card>
  );
}

/**
 * A referee's form, opened from the link in their email: the token after '#' (never in an address sent
 * to a server), the nanny's first name, and the questions. The link may be invalid, lapsed, already
 * answered or withdrawn; each says so in the contract's words.
 */
export default function Reference() {
  usePageTitle(TITLE);
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [state, setState] = useState<PageState>(
    token ? { status: 'loading' } : { status: 'refused', why: 'invalid' },
  );

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const form = await readReferenceForm(token, signal);
        if (!signal?.aborted) setState({ status: 'ready', form });
      } catch (error) {
        if (signal?.aborted) return;
        const why = refusalOf(error);
        setState(why ? { status: 'refused', why } : { status: 'failed', error });
      }
    },
    [token],
  );

  useEffect(() => {
    if (!token) {
      setState({ status: 'refused', why: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void read(controller.signal);
    return () => controller.abort();
  }, [token, read]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed')
    return (
      <PageShell title={TITLE} width="narrow" back={false}>
        <ListLoadError
          title="The reference form could not be loaded"
          message={readFailureMessage(state.error)}
          onRetry={() => {
            setState({ status: 'loading' });
            void read();
          }}
          retrying={false}
        />
      </PageShell>
    );
  if (state.status === 'refused')
    return (
      <PageShell title={TITLE} width="narrow" back={false}>
        <Card>
          <p
            role={state.why === 'answered' || state.why === 'withdrawn' ? 'status' : 'alert'}
            className="text-slate-900"
          >
            {LINK_REFUSAL_TEXT[state.why]}
          </p>
          <ButtonLink to="/" variant="outline" className="mt-6">
            Back to Home
          </ButtonLink>
        </Card>
      </PageShell>
    );
  if (state.status === 'sent')
    return (
      <PageShell title="Thank you" width="narrow" back={false}>
        <Card>
          <p role="status" className="text-slate-900">
            Your reference for <bdi className="font-semibold">{state.firstName}</bdi> is sent. Our team reads
            it before her reference is confirmed. You can close this page.
          </p>
          <ButtonLink to="/safety#verification-levels" variant="outline" className="mt-6">
            How we check nannies
          </ButtonLink>
        </Card>
      </PageShell>
    );
  const { form } = state;
  return (
    <PageShell title={`A reference for ${form.nannyFirstName}`} width="narrow" back={false}>
      <AnswerForm
        token={token}
        form={form}
        onSent={() => setState({ status: 'sent', firstName: form.nannyFirstName })}
        onRefused={(why) => setState({ status: 'refused', why })}
      />
    </PageShell>
  );
}
