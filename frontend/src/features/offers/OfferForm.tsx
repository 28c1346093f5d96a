import { useId, useRef, useState, type FormEvent } from 'react';
import {
  OFFER_MESSAGES,
  offerTermsInput,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  type OfferPrefill,
  type OfferTerms,
  type PayFrequency,
} from '@contract/offers.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import { londonDay } from '@contract/uk-day.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import {
  draftFrom,
  errorsAfterChange,
  fieldOf,
  termsOf,
  type OfferDraft,
} from '@/features/offers/offerDraft.ts';
import { Check, Section, type DraftFields } from '@/features/offers/OfferFormParts.tsx';
import { DaysAndPlaceSection, HolidayAndNoticeSection } from '@/features/offers/OfferFormSections.tsx';
import { draftWeeklyPence, splitMismatch, type FormSplit } from '@/features/offers/offerShare.ts';
import { SplitSection } from '@/features/offers/SplitSection.tsx';

/** The server's refusals of a nanny share's parts, shown on them as well as said. */
const SPLIT_REFUSALS: ReadonlySet<string> = new Set([
  SHARE_TEXTS.splitNotAgreed,
  SHARE_TEXTS.splitDiffers,
  SHARE_TEXTS.employerMissing,
  SHARE_TEXTS.notPaired,
]);

/**
 * The offer's terms, as the poster writes them: the job's own words to start from, every rule the
 * server holds them to checked as they send (the minimum wage, 5.6 weeks' holiday, a week's notice,
 * a start date from today), and the server's refusals shown on their fields.
 */
export function OfferForm({
  terms,
  prefill,
  submitLabel,
  saving,
  allowPastStart,
  confirmAgreement,
  split = null,
  onSubmit,
  onCancel,
}: {
  terms: OfferTerms | null;
  prefill: OfferPrefill | null;
  submitLabel: string;
  saving: boolean;
  /** After acceptance the start date may have passed already; it is kept as it was. */
  allowPastStart?: boolean;
  /**
   * After acceptance: the words of a checkbox the poster must tick, that they agreed the change with
   * her, before it is sent.
   */
  confirmAgreement?: string;
  /** A nanny share's job: each family's part, sent with the terms (the page adds them to the body). */
  split?: FormSplit | null;
  onSubmit: (terms: OfferTerms, agreedWithEmployee: boolean) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(() => draftFrom(terms, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [agreed, setAgreed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const idBase = useId();
  const id = (name: string) => `${idBase}-${name}`;
  /** A field's error goes as it changes, as on the job forms (offerDraft.ts `errorsAfterChange`). */
  const clearError = (key: string) => setErrors((was) => errorsAfterChange(was, key));
  const set: DraftFields['set'] = (key, value) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearError(key);
  };
  const text = (key: keyof OfferDraft) => ({
    id: id(key),
    value: draft[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  const fields: DraftFields = { draft, errors, id, set, text };

  /** Shows the errors, and takes focus to the first field in error in the form's own order. */
  const show = (found: Record<string, string>) => {
    setErrors(found);
    const keys = Object.keys(found);
    if (!keys.length) return;
    window.requestAnimationFrame(() => {
      const [first] = keys
        .map((key) => document.getElementById(id(key)))
        .filter((el): el is HTMLElement => el !== null)
        .sort((x, y) => (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      first?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    const parsed = offerTermsInput.safeParse(termsOf(draft));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        found[field] ??= issue.message;
      }
    const startKept = allowPastStart && terms?.startDate === draft.startDate;
    if (!startKept && draft.startDate && draft.startDate < londonDay(new Date()))
      found.startDate ??= OFFER_MESSAGES.startInPast;
    if (confirmAgreement && !agreed) found.agreedWithEmployee = OFFER_MESSAGES.agreedWithEmployee;
    if (split) {
      const refusal = split.blocked ?? splitMismatch(split, draftWeeklyPence(draft));
      if (refusal) found.split = refusal;
    }
    if (!parsed.success || Object.keys(found).length) return show(found);
    try {
      await onSubmit(parsed.data, Boolean(confirmAgreement) && agreed);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length)
        show(
          Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [fieldOf(path), message])),
        );
      else if (
        split &&
        error instanceof ApiError &&
        error.status === 409 &&
        SPLIT_REFUSALS.has(error.message)
      )
        show({ split: error.message });
    }
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-8"
      aria-label="Offer terms"
    >
      <Section title="The employer and the job">
        <InputField
          label="Employer’s name"
          required
          {...text('employerName')}
          hint="As the statement should name you, for example both parents’ names."
          autoComplete="name"
        />
        <TextareaField
          label="Employer’s address"
          required
          rows={3}
          {...text('employerAddress')}
          hint="The law asks the statement to give it. It is shown to her only in her statement."
          autoComplete="street-address"
        />
        <InputField label="Job title" required {...text('jobTitle')} />
        <TextareaField label="What the job involves (optional)" rows={3} {...text('duties')} />
        <InputField
          label="Start date"
          type="date"
          required
          {...text('startDate')}
          min={allowPastStart ? undefined : londonDay(new Date())}
        />
        <Check
          id={id('fixedTerm')}
          label="A fixed-term job, with an end date"
          checked={draft.fixedTerm}
          onChange={(v) => set('fixedTerm', v)}
        />
        {draft.fixedTerm && <InputField label="End date" type="date" required {...text('endDate')} />}
      </Section>

      <Section title="Pay">
        <SelectField
          label="Pay is stated"
          id={id('period')}
          value={draft.period}
          error={errors.period}
          onChange={(e) => set('period', e.target.value as OfferDraft['period'])}
        >
          <option value="hourly">An hour</option>
          <option value="weekly">A week</option>
          <option value="yearly">A year</option>
        </SelectField>
        <InputField
          label="Gross pay in pounds"
          required
          inputMode="decimal"
          {...text('amount')}
          hint="Before tax and National Insurance. At least the National Minimum Wage."
        />
        <InputField label="Hours a week" required inputMode="decimal" {...text('hoursPerWeek')} />
        <Check
          id={id('liveIn')}
          label="She lives in, in a home you provide"
          checked={draft.liveIn}
          onChange={(v) => set('liveIn', v)}
        />
        <Check
          id={id('rota')}
          label="Hours follow a rota (some weeks longer than others)"
          checked={draft.rota}
          onChange={(v) => set('rota', v)}
        />
        <SelectField
          label="How often she is paid"
          id={id('payFrequency')}
          value={draft.payFrequency}
          onChange={(e) => set('payFrequency', e.target.value as PayFrequency)}
        >
          {PAY_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {PAY_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Payday (optional)"
          {...text('payDay')}
          hint="It follows “on” in her statement, for example: the last Friday of the month."
        />
      </Section>

      {split && (
        <SplitSection
          id={id('split')}
          split={split}
          error={errors.split}
          mismatch={splitMismatch(split, draftWeeklyPence(draft))}
        />
      )}

      <DaysAndPlaceSection {...fields} />

      <HolidayAndNoticeSection {...fields} />

      {confirmAgreement && (
        <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <Check
            id={id('agreedWithEmployee')}
            label={confirmAgreement}
            checked={agreed}
            onChange={(on) => {
              setAgreed(on);
              clearError('agreedWithEmployee');
            }}
            errorId={errors.agreedWithEmployee ? id('agreedWithEmployee-error') : undefined}
          />
          {errors.agreedWithEmployee && (
            <p id={id('agreedWithEmployee-error')} className="mt-1 text-sm font-medium text-red-800">
              {errors.agreedWithEmployee}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-busy={saving || undefined} aria-disabled={saving || undefined}>
          {saving ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
