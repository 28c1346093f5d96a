import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_LIMITS,
  COMPLAINT_TEXTS,
  complaintFormProblems,
  formatComplaintDay,
  RESPONSE_AIM_DAYS,
  type ComplaintCategory,
  type ComplaintField,
} from '@contract/complaints-constants.ts';
import { ApiError } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { notify } from '@/components/ui/toast.ts';

type Errors = Partial<Record<ComplaintField, string>>;
const FIELDS: readonly ComplaintField[] = ['name', 'email', 'category', 'details'];
const isField = (name: string): name is ComplaintField => (FIELDS as readonly string[]).includes(name);

interface Sent {
  reference: string;
  respondBy: string;
  /** Where the acknowledgement went, as the form knows it. */
  to: string;
}

interface ComplaintFormProps {
  /** The level of the confirmation's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The complaint form about how we use personal data: what it is about and what happened, and, for a
 * visitor, a name (optional) and the email we answer. A signed-in person's complaint is their account's.
 * Checked here with the server's limits and words; the server has the final say. Once sent, the form
 * gives way to its reference and the day we aim to respond by, which takes the focus.
 */
export function ComplaintForm({ headingLevel = 3 }: ComplaintFormProps) {
  const { user, loading } = useAuth();
  const signedIn = !loading && user !== null;
  const Heading = `h${headingLevel}` as const;
  const formId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the form and its confirmation have changed places.
  const focusNext = useRef<'confirmation' | 'form' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'confirmation') confirmation.current?.focus();
    if (focusNext.current === 'form') (signedIn ? categoryRef : nameRef).current?.focus();
    focusNext.current = null;
  }, [sent, signedIn]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    const refs = { name: nameRef, email: emailRef, category: categoryRef, details: detailsRef };
    if (first) refs[first].current?.focus();
  };

  const clear = (field: ComplaintField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = complaintFormProblems({ name, email, category, details }, signedIn);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      // The API client loads with the first complaint sent, not with the page that shows the form.
      const { sendComplaint } = await import('@/features/complaints/api.ts');
      const answer = await sendComplaint({
        ...(signedIn ? {} : { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) }),
        category: category as ComplaintCategory,
        details: details.trim(),
      });
      notify.success(COMPLAINT_TEXTS.sent, COMPLAINT_TEXTS.sentBody);
      focusNext.current = 'confirmation';
      setSent({
        reference: answer.reference,
        respondBy: answer.respondBy,
        to: signedIn ? (user?.email ?? '') : email.trim(),
      });
      setName('');
      setEmail('');
      setCategory('');
      setDetails('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields: Errors = {};
        for (const [field, message] of Object.entries(error.fields))
          if (isField(field)) fields[field] = message;
        if (Object.keys(fields).length > 0) return showErrors(fields);
      }
      console.error('Sending the complaint failed', error);
      const explained = error instanceof ApiError && (error.status === 400 || error.status === 429);
      notify.error(COMPLAINT_TEXTS.failed, explained ? error.message : COMPLAINT_TEXTS.failedBody);
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div
        data-testid="complaint-received"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-slate-900 sm:p-6"
      >
        <Heading ref={confirmation} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {COMPLAINT_TEXTS.sent}
        </Heading>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-700">Your reference</dt>
            <dd data-testid="complaint-reference" className="font-mono text-lg font-semibold tracking-wider">
              {sent.reference}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">We aim to respond by</dt>
            <dd className="text-lg font-semibold">{formatComplaintDay(sent.respondBy)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-slate-800">
          {sent.to
            ? `We have emailed an acknowledgement with your reference to ${sent.to}, and we will send our response there.`
            : 'We have emailed you an acknowledgement with your reference, and we will send our response there.'}{' '}
          If we need longer than {RESPONSE_AIM_DAYS} days, we will write to tell you why.
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            focusNext.current = 'form';
            setSent(null);
          }}
        >
          Send another complaint
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <p id={`${formId}-title`} className="text-base font-semibold text-slate-900">
        Make a complaint about how we use your data
      </p>
      <p className="text-sm text-slate-700">{COMPLAINT_TEXTS.formIntro}</p>
      {signedIn ? (
        <p
          data-testid="complaint-account"
          className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
        >
          You are signed in, so this complaint is sent from your account and we reply to{' '}
          <span className="font-medium wrap-anywhere">{user?.email}</span>.
        </p>
      ) : (
        <>
          <InputField
            ref={nameRef}
            label={COMPLAINT_TEXTS.nameLabel}
            name="name"
            autoComplete="name"
            maxLength={COMPLAINT_LIMITS.nameMax}
            hint={COMPLAINT_TEXTS.nameHint}
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
          />
          <InputField
            ref={emailRef}
            label={COMPLAINT_TEXTS.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={COMPLAINT_LIMITS.emailMax}
            hint={COMPLAINT_TEXTS.emailHint}
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              clear('email');
            }}
          />
        </>
      )}
      <SelectField
        ref={categoryRef}
        label={COMPLAINT_TEXTS.categoryLabel}
        name="category"
        required
        value={category}
        error={errors.category}
        onChange={(event) => {
          setCategory(event.target.value as ComplaintCategory | '');
          clear('category');
        }}
      >
        <option value="">Choose one</option>
        {COMPLAINT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {COMPLAINT_CATEGORY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        ref={detailsRef}
        label={COMPLAINT_TEXTS.detailsLabel}
        name="details"
        required
        rows={6}
        maxLength={COMPLAINT_LIMITS.detailsMax}
        hint={COMPLAINT_TEXTS.detailsHint}
        value={details}
        error={errors.details}
        onChange={(event) => {
          setDetails(event.target.value);
          clear('details');
        }}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? COMPLAINT_TEXTS.sending : COMPLAINT_TEXTS.submit}
      </Button>
    </form>
  );
}
