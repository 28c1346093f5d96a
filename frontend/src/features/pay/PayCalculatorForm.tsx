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

function hoursProblem(text: string): string | undefined {
  const n = Number(text);
  if (!text.trim() || !Number.isFinite(n) || n <= 0) return 'Enter the hours a week, more than 0';
  if (n > MAX_ROTA_HOURS_A_WEEK) return `At most ${MAX_ROTA_HOURS_A_WEEK} hours a week`;
  return undefined;
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
  const hoursError = hoursProblem(hours);
  const result: PayCalculation | null =
    amountError || hoursError
      ? null
      : calculatePay({
          amount: Number(amount.replace(/[£,\s]/g, '')),
          basis,
          per,
          hoursPerWeek: Number(hours),
          scotland,
          ...(pension === null ? {} : { pension }),
        });
  const pensionOn = result ? result.pensionOn : (pension ?? true);
  // The gross pay an hour against the National Living Wage in force today.
  const today = londonDay(useNow());
  const wageWarning = result ? calculationWageWarning(result, Number(hours), today) : null;

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
            hint="For an hourly rate, and the hourly figures"
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
          : 'Enter the pay to see what it comes to.'}
      </p>
      {result && <PayResultTable result={result} />}
    </div>
  );
}
