import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_PROBATION_MONTHS } from '@contract/legal/employment.ts';
import {
  minimumHolidayDays,
  OFFER_MESSAGES,
  offerTermsInput,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type OfferPrefill,
  type OfferTerms,
  type PayFrequency,
  type Weekday,
} from '@contract/offers.ts';
import { londonDay } from '@contract/uk-day.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';

/** The form's values, as the controls hold them (numbers as typed). */
interface Draft {
  employerName: string;
  employerAddress: string;
  jobTitle: string;
  duties: string;
  startDate: string;
  fixedTerm: boolean;
  endDate: string;
  period: 'hourly' | 'weekly' | 'yearly';
  amount: string;
  hoursPerWeek: string;
  liveIn: boolean;
  rota: boolean;
  payFrequency: PayFrequency;
  payDay: string;
  days: Weekday[];
  hours: string;
  placeDescription: string;
  town: string;
  postcodeDistrict: string;
  workAddress: string;
  holidayDays: string;
  probationMonths: string;
  noticeFromEmployerWeeks: string;
  noticeFromEmployeeWeeks: string;
  sickPay: 'statutory' | 'enhanced';
  sickPayDetails: string;
  pensionScheme: string;
  otherPaidLeave: string;
  otherBenefits: string;
  training: string;
}

const FIVE_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function draftFrom(terms: OfferTerms | null, prefill: OfferPrefill | null): Draft {
  if (terms)
    return {
      ...terms,
      fixedTerm: terms.endDate !== null,
      endDate: terms.endDate ?? '',
      period: terms.pay.period,
      amount: String(terms.pay.min),
      hoursPerWeek: String(terms.pay.hoursPerWeek),
      liveIn: terms.pay.liveIn,
      rota: terms.pay.rota,
      days: [...terms.days],
      holidayDays: String(terms.holidayDays),
      probationMonths: String(terms.probationMonths),
      noticeFromEmployerWeeks: String(terms.noticeFromEmployerWeeks),
      noticeFromEmployeeWeeks: String(terms.noticeFromEmployeeWeeks),
    };
  const pay = prefill?.pay ?? null;
  return {
    employerName: '',
    employerAddress: '',
    jobTitle: prefill?.jobTitle ?? '',
    duties: '',
    startDate: prefill?.startDate ?? '',
    fixedTerm: false,
    endDate: '',
    period: pay?.period ?? 'hourly',
    amount: pay ? String(pay.min) : '',
    hoursPerWeek: pay ? String(pay.hoursPerWeek) : '',
    liveIn: pay?.liveIn ?? false,
    rota: pay?.rota ?? false,
    payFrequency: 'monthly',
    payDay: '',
    days: FIVE_DAYS,
    hours: '',
    placeDescription: 'Our home',
    town: prefill?.town ?? '',
    postcodeDistrict: prefill?.postcodeDistrict ?? '',
    workAddress: '',
    holidayDays: '28',
    probationMonths: '3',
    noticeFromEmployerWeeks: '4',
    noticeFromEmployeeWeeks: '4',
    sickPay: 'statutory',
    sickPayDetails: '',
    pensionScheme: '',
    otherPaidLeave: '',
    otherBenefits: '',
    training: '',
  };
}

/** A number as typed, or NaN (the schema then says what to enter). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function termsOf(draft: Draft): unknown {
  return {
    employerName: draft.employerName,
    employerAddress: draft.employerAddress,
    jobTitle: draft.jobTitle,
    duties: draft.duties,
    startDate: draft.startDate,
    endDate: draft.fixedTerm ? draft.endDate : null,
    pay: {
      period: draft.period,
      min: numberOf(draft.amount),
      max: null,
      hoursPerWeek: numberOf(draft.hoursPerWeek),
      liveIn: draft.liveIn,
      rota: draft.rota,
    },
    payFrequency: draft.payFrequency,
    payDay: draft.payDay,
    days: WEEKDAYS.filter((d) => draft.days.includes(d)),
    hours: draft.hours,
    placeDescription: draft.placeDescription,
    town: draft.town,
    postcodeDistrict: draft.postcodeDistrict,
    workAddress: draft.workAddress,
    holidayDays: numberOf(draft.holidayDays),
    probationMonths: numberOf(draft.probationMonths),
    noticeFromEmployerWeeks: numberOf(draft.noticeFromEmployerWeeks),
    noticeFromEmployeeWeeks: numberOf(draft.noticeFromEmployeeWeeks),
    sickPay: draft.sickPay,
    sickPayDetails: draft.sickPayDetails,
    pensionScheme: draft.pensionScheme,
    otherPaidLeave: draft.otherPaidLeave,
    otherBenefits: draft.otherBenefits,
    training: draft.training,
  };
}

/** The field each error path is shown on (the pay's parts have fields of their own). */
const FIELD_OF: Record<string, string> = {
  'pay.min': 'amount',
  'pay.max': 'amount',
  'pay.hoursPerWeek': 'hoursPerWeek',
  'pay.period': 'period',
};
const fieldOf = (path: string) => FIELD_OF[path] ?? path;

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
  onSubmit,
  onCancel,
}: {
  terms: OfferTerms | null;
  prefill: OfferPrefill | null;
  submitLabel: string;
  saving: boolean;
  /** After acceptance the start date may have passed already; it is kept as it was. */
  allowPastStart?: boolean;
  onSubmit: (terms: OfferTerms) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(() => draftFrom(terms, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const idBase = useId();
  const id = (name: string) => `${idBase}-${name}`;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof Draft) => ({
    id: id(key),
    value: draft[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  const leastHoliday = draft.startDate ? minimumHolidayDays(draft.days.length, draft.startDate) : 28;

  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) window.requestAnimationFrame(() => document.getElementById(id(first))?.focus());
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
    if (!parsed.success || Object.keys(found).length) return show(found);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length)
        show(
          Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [fieldOf(path), message])),
        );
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
          onChange={(e) => set('period', e.target.value as Draft['period'])}
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
          hint="For example: the last Friday of the month."
        />
      </Section>

      <Section title="Days, hours and place of work">
        <fieldset aria-describedby={errors.days ? id('days-error') : undefined}>
          <legend className="font-semibold text-slate-900">Days she works</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2" id={id('days')} tabIndex={-1}>
            {WEEKDAYS.map((day) => (
              <Check
                key={day}
                id={id(`day-${day}`)}
                label={WEEKDAY_LABELS[day]}
                checked={draft.days.includes(day)}
                onChange={(on) =>
                  set('days', on ? [...draft.days, day] : draft.days.filter((d) => d !== day))
                }
              />
            ))}
          </div>
          {errors.days && (
            <p id={id('days-error')} className="mt-1 text-sm font-medium text-red-800">
              {errors.days}
            </p>
          )}
        </fieldset>
        <InputField
          label="Hours"
          required
          {...text('hours')}
          hint="For example: 8am to 6pm, with an hour’s break."
        />
        <InputField
          label="Where she works"
          required
          {...text('placeDescription')}
          hint="In general words: “our home”, “our home and the school run”."
        />
        <InputField label="Town" required {...text('town')} />
        <InputField
          label="Postcode district"
          required
          {...text('postcodeDistrict')}
          hint="The first half of the postcode, for example SW4."
        />
        <TextareaField
          label="Full address of the place of work (optional)"
          rows={2}
          {...text('workAddress')}
          hint="Only if you want her statement to give it."
        />
      </Section>

      <Section title="Holiday, sickness, notice and pension">
        <InputField
          label="Paid holiday, days a year"
          required
          inputMode="decimal"
          {...text('holidayDays')}
          hint={`Bank holidays included. At least ${leastHoliday} days for ${draft.days.length || 'the'} days a week.`}
        />
        <SelectField
          label="Probation"
          id={id('probationMonths')}
          value={draft.probationMonths}
          error={errors.probationMonths}
          onChange={(e) => set('probationMonths', e.target.value)}
        >
          {Array.from({ length: MAX_PROBATION_MONTHS + 1 }, (_, n) => (
            <option key={n} value={String(n)}>
              {n === 0 ? 'None' : `${n} ${n === 1 ? 'month' : 'months'}`}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Notice you give her, in weeks"
          required
          inputMode="numeric"
          {...text('noticeFromEmployerWeeks')}
          hint="At least one week; the law adds a week a year after two years."
        />
        <InputField
          label="Notice she gives you, in weeks"
          required
          inputMode="numeric"
          {...text('noticeFromEmployeeWeeks')}
          hint="At least one week."
        />
        <fieldset>
          <legend className="font-semibold text-slate-900">Sick pay</legend>
          <div className="mt-2 space-y-2">
            <Radio
              id={id('sick-statutory')}
              name={id('sickPay')}
              label="Statutory Sick Pay, from her first day of sickness"
              checked={draft.sickPay === 'statutory'}
              onChange={() => set('sickPay', 'statutory')}
            />
            <Radio
              id={id('sick-enhanced')}
              name={id('sickPay')}
              label="More than Statutory Sick Pay"
              checked={draft.sickPay === 'enhanced'}
              onChange={() => set('sickPay', 'enhanced')}
            />
          </div>
        </fieldset>
        {draft.sickPay === 'enhanced' && (
          <TextareaField
            label="What you pay when she is ill"
            required
            rows={2}
            {...text('sickPayDetails')}
            hint="For example: full pay for 10 days a year."
          />
        )}
        <InputField
          label="Pension scheme (optional)"
          {...text('pensionScheme')}
          hint="She is enrolled automatically if she is eligible; name the scheme once you have chosen it."
        />
        <TextareaField label="Other paid leave (optional)" rows={2} {...text('otherPaidLeave')} />
        <TextareaField label="Other benefits (optional)" rows={2} {...text('otherBenefits')} />
        <TextareaField label="Training you provide or require (optional)" rows={2} {...text('training')} />
      </Section>

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-slate-900">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

function Radio({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-slate-900">
      <input
        id={id}
        type="radio"
        name={name}
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
