import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { PAY_PERIODS, payInput, type PayPeriod } from '@contract/pay.ts';
import { districtOf } from '@contract/postcode.ts';
import { localPayLine } from '@contract/local-pay.ts';
import { InputField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { fetchLocalPay } from '@/features/job-posting/api.ts';
import { PayCostDetails } from '@/features/pay/PayCostDetails.tsx';
import { payFormRefusal, type JobDetailsForm } from '@/features/job-posting/jobDetails.ts';

const PERIOD_LABELS: Record<PayPeriod, string> = {
  hourly: 'Hourly (£ an hour)',
  weekly: 'Weekly (£ a week)',
  yearly: 'Yearly (£ a year)',
};

/** An amount as typed: blank is null (the contract names it missing), anything else a number. */
const amount = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const CHECKBOX =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/**
 * What live jobs in the job's postcode area pay an hour gross (GET /pay/local), once a postcode is
 * typed; nothing while none is, or when the figures cannot be read.
 */
function LocalPay() {
  const { control } = useFormContext<JobDetailsForm>();
  const postcode = useWatch({ control, name: 'postcode' });
  const district = districtOf(postcode ?? '')?.district ?? null;
  const { data } = useQuery({
    queryKey: ['local-pay', district],
    queryFn: () => fetchLocalPay(district!),
    enabled: district !== null,
    staleTime: 5 * 60_000,
  });
  if (!district || !data) return null;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {localPayLine(data)}
    </p>
  );
}

/** What the pay typed so far comes to, once it is pay the server would take. */
function PayCostOfForm() {
  const { control } = useFormContext<JobDetailsForm>();
  const [pay, postcode] = useWatch({ control, name: ['pay', 'postcode'] });
  const valid = payInput.safeParse(pay);
  if (!valid.success) return null;
  return <PayCostDetails pay={valid.data} postcode={districtOf(postcode ?? '')?.district ?? null} />;
}

/**
 * The job's pay, gross (before tax): per hour, week or year, one amount or a range, the hours a week it
 * pays for, and whether the nanny lives in or works to a rota. The form's resolver checks it as the
 * server does (contract/pay.ts), the minimum wage for the start date included, under "From".
 */
export function PayFields({ payAsWritten = null }: { payAsWritten?: string | null }) {
  const { register, control } = useFormContext<JobDetailsForm>();
  const { errors } = useFormState({ control });
  const legendId = useId();
  const hintId = useId();
  const payErrors = errors.pay;
  // The minimum wage as the poster types, before any submit: the server refuses the same pay.
  const [pay, startDate] = useWatch({ control, name: ['pay', 'startDate'] });
  const refusal = payErrors?.min ? null : payFormRefusal(pay, startDate ?? '');
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="space-y-4">
      <legend id={legendId} className="text-sm font-medium text-slate-900">
        Pay
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        The pay is gross (before tax): what the nanny earns before tax and National Insurance. Give one amount
        in &ldquo;From&rdquo;, or a range. A nanny who lives in has the home you provide counted towards the
        minimum wage; a rota may run over 60 hours in some weeks.
      </p>
      {payAsWritten && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-900">
          You wrote the pay as &ldquo;<bdi>{payAsWritten}</bdi>&rdquo;. Please enter it again as gross pay
          with its hours a week.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Pay period"
          required
          error={payErrors?.period?.message}
          {...register('pay.period')}
        >
          {PAY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="From (£, gross)"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          error={payErrors?.min?.message}
          {...register('pay.min', { setValueAs: amount })}
        />
        <InputField
          label="To (£, gross)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          hint="Optional: the top of a range"
          error={payErrors?.max?.message}
          {...register('pay.max', { setValueAs: amount })}
        />
        <InputField
          label="Hours a week"
          required
          type="number"
          inputMode="decimal"
          min={1}
          max={84}
          step="any"
          hint="The hours the pay is for"
          error={payErrors?.hoursPerWeek?.message}
          {...register('pay.hoursPerWeek', { setValueAs: amount })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={CHECKBOX}>
          <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...register('pay.liveIn')} />
          <span>Lives in</span>
        </label>
        <label className={CHECKBOX}>
          <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...register('pay.rota')} />
          <span>Hours follow a rota</span>
        </label>
      </div>
      <p role="status" className="text-sm font-medium text-red-700 empty:hidden">
        {refusal}
      </p>
      <LocalPay />
      <PayCostOfForm />
    </fieldset>
  );
}
