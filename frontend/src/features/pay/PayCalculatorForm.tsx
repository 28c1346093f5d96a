import { useId, useState } from 'react';
import { MAX_ROTA_HOURS_A_WEEK } from '@contract/pay-amounts.ts';
import { londonDay } from '@contract/uk-day.ts';
import {
  calculatePay,
  calculationWageWarning,
  TAX_YEAR_2026_27,
  type AmountPer,
  type PayCalculation,
  type PensionDuty,
} from '@contract/pay-calculator.ts';
import { FieldFrame, InputField } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { useNow } from '@/components/layout/useNow.ts';
import { PayResultTable } from '@/features/pay/PayResultTable.tsx';
import { formatMoney } from '@/features/pay/format.ts';

const PERS: ReadonlyArray<{ value: AmountPer; label: string }> = [
  { value: 'hour', label: 'an hour' },
  { value: 'week', label: 'a week' },
  { value: 'month', label: 'a month' },
  { value: 'year', label: 'a year' },
];

const CHECK = 'size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2';
const RADIO_LABEL = 'flex min-h-11 items-center gap-2 text-sm text-slate-900';

const { pension: PENSION } = TAX_YEAR_2026_27;

const DUTY_TEXT: Record<PensionDuty, string> = {
  enrol: `She earns over ${formatMoney(PENSION.earningsTrigger.week)} a week (${formatMoney(PENSION.earningsTrigger.year)} a year): if she is aged 22 or over, you must enrol her in a workplace pension.`,
  'opt-in': `She earns over ${formatMoney(PENSION.lowerLimit.week)} but not over ${formatMoney(PENSION.earningsTrigger.week)} a week: you need not enrol her, but if she asks to join you must, and pay in too.`,
  join: `She earns ${formatMoney(PENSION.lowerLimit.week)} a week or less: she may ask to join a pension, but nothing need be paid in.`,
};

function amountProblem(text: string): string | undefined {
  if (!text.trim()) return 'Enter an amount in pounds';
  const n = Number(text.replace(/[£,\s]/g, ''));
  if (!Number.isFinite(n) || n <= 0) return 'Enter an amount in pounds, more than 0';
  if (n > 1_000_000) return 'Enter at most £1,000,000';
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return 'Whole pence only';
  return undefined;
}

/** Hours a week: needed for an hourly rate; for a week's, month's or year's pay, optional. */
function hoursProblem(text: string, per: AmountPer): string | undefined {
  if (!text.trim()) return per === 'hour' ? 'Enter the hours a week, for an hourly rate' : undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) return 'Enter the hours a week, more than 0';
  if (n > MAX_ROTA_HOURS_A_WEEK) return `At most ${MAX_ROTA_HOURS_A_WEEK} hours a week`;
  return undefined;
}

const HOURS_HINT: Record<AmountPer, string> = {
  hour: 'Needed for an hourly rate',
  week: 'Optional: for the hourly figures and the minimum wage check',
  month: 'Optional: for the hourly figures and the minimum wage check',
  year: 'Optional: for the hourly figures and the minimum wage check',
};

/** What the figures wait for, while there are none. */
function waitingFor(amountError: string | undefined, hours: string): string {
  if (amountError) return 'Enter the pay to see what it comes to.';
  if (!hours.trim()) return 'Enter the hours a week to see what an hourly rate comes to.';
  return 'Correct the hours a week to see what the pay comes to.';
}

/**
 * The pay calculator: an amount, gross or take-home, per hour, week, month or year, and what it comes
 * to for the nanny and the family. The figures follow what is typed; a short summary is read out
 * politely when they change.
 */
export function PayCalculatorForm() {
  const [amount, setAmount] = useState('16.00');
  const [basis, setBasis] = useState<'gross' | 'net'>('gross');
  const [per, setPer] = useState<AmountPer>('hour');
  const [hours, setHours] = useState('40');
  const [scotland, setScotland] = useState(false);
  /** Null: as the law has it (on when she must be enrolled). */
  const [pension, setPension] = useState<boolean | null>(null);
  const perId = useId();
  const dutyId = useId();

  const amountError = amountProblem(amount);
  const hoursError = hoursProblem(hours, per);
  const result: PayCalculation | null =
    amountError || hoursError
      ? null
      : calculatePay({
          amount: Number(amount.replace(/[£,\s]/g, '')),
          basis,
          per,
          hoursPerWeek: hours.trim() ? Number(hours) : 0,
          scotland,
          ...(pension === null ? {} : { pension }),
        });
  const pensionOn = result ? result.pensionOn : (pension ?? true);
  // The gross pay an hour against the National Living Wage in force today.
  const today = londonDay(useNow());
  const wageWarning = result && hours.trim() ? calculationWageWarning(result, Number(hours), today) : null;

  return (
    <div className="space-y-8">
      <form
        aria-label="Pay calculator"
        onSubmit={(e) => e.preventDefault()}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">The amount is</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            <label className={RADIO_LABEL}>
              <input
                type="radio"
                name="basis"
                className={CHECK}
                checked={basis === 'gross'}
                onChange={() => setBasis('gross')}
              />
              Gross pay (before tax)
            </label>
            <label className={RADIO_LABEL}>
              <input
                type="radio"
                name="basis"
                className={CHECK}
                checked={basis === 'net'}
                onChange={() => setBasis('net')}
              />
              Take-home pay (net)
            </label>
          </div>
        </fieldset>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <InputField
            label={basis === 'gross' ? 'Gross pay (£)' : 'Take-home pay (£)'}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={amountError}
            onChange={(e) => setAmount(e.target.value)}
          />
          <FieldFrame id={perId} label="Per">
            {(control) => (
              <select
                {...control}
                value={per}
                onChange={(e) => setPer(e.target.value as AmountPer)}
                className={CONTROL_CLASS}
              >
                {PERS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <InputField
            label="Hours a week"
            inputMode="decimal"
            autoComplete="off"
            value={hours}
            error={hoursError}
            hint={HOURS_HINT[per]}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label className={RADIO_LABEL}>
            <input
              type="checkbox"
              className={CHECK}
              checked={scotland}
              onChange={(e) => setScotland(e.target.checked)}
            />
            She lives in Scotland (Scottish Income Tax)
          </label>
          <label className={RADIO_LABEL}>
            <input
              type="checkbox"
              className={CHECK}
              checked={pensionOn}
              aria-describedby={result ? dutyId : undefined}
              onChange={(e) => setPension(e.target.checked)}
            />
            Workplace pension (legal minimum contributions)
          </label>
          {result && (
            <p id={dutyId} className="text-sm text-slate-600">
              {DUTY_TEXT[result.pensionDuty]}
            </p>
          )}
        </div>
      </form>

      <p
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base font-medium text-amber-950 empty:hidden"
      >
        {wageWarning}
      </p>
      <p aria-live="polite" className="text-base text-slate-900">
        {result
          ? `She takes home ${formatMoney(result[result.basisPeriod].takeHome)} a ${result.basisPeriod}; you pay ${formatMoney(result[result.basisPeriod].familyCost)} a ${result.basisPeriod} in all.`
          : waitingFor(amountError, hours)}
      </p>
      {result && <PayResultTable result={result} takeHomeGiven={basis === 'net'} />}
    </div>
  );
}
