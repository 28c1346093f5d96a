import { Link } from 'react-router-dom';
import type { Pay } from '@contract/pay-amounts.ts';
import {
  calculatePay,
  isScottishPostcode,
  type AmountPer,
  type PeriodFigures,
} from '@contract/pay-calculator.ts';
import { formatMoney } from '@/features/pay/format.ts';

export { isScottishPostcode };

const PER: Record<Pay['period'], AmountPer> = { hourly: 'hour', weekly: 'week', yearly: 'year' };

function Figures({ label, week, month, year }: { label: string; week: number; month: number; year: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">
        {formatMoney(week)} a week · {formatMoney(month)} a month · {formatMoney(year)} a year
      </dd>
    </div>
  );
}

function OneAmount({ amount, pay, scotland }: { amount: number; pay: Pay; scotland: boolean }) {
  const result = calculatePay({
    amount,
    basis: 'gross',
    per: PER[pay.period],
    hoursPerWeek: pay.hoursPerWeek,
    scotland,
  });
  const row = (pick: (f: PeriodFigures) => number) => ({
    week: pick(result.week),
    month: pick(result.month),
    year: pick(result.year),
  });
  return (
    <dl className="space-y-1">
      <Figures label="Her take-home pay" {...row((f) => f.takeHome)} />
      <Figures label="The family’s full cost" {...row((f) => f.familyCost)} />
    </dl>
  );
}

/**
 * What a job's gross pay comes to: the nanny's take-home pay and the family's full cost as her employer
 * (employer National Insurance and pension included), a week, a month and a year, for the 2026/27 tax
 * year. A range shows both ends. `scotland`: the nanny pays Scottish Income Tax (where the job is, as
 * the likeliest place she lives).
 */
export function PayCost({ pay, scotland }: { pay: Pay; scotland: boolean }) {
  const range = pay.max !== null && pay.max !== pay.min;
  return (
    <section
      aria-label="What this pay comes to"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">
        What this pay comes to{scotland ? ' (Scottish Income Tax)' : ''}
      </p>
      {range ? (
        <div className="mt-2 space-y-3">
          <div>
            <p className="text-slate-700">At {formatMoney(pay.min)}:</p>
            <OneAmount amount={pay.min} pay={pay} scotland={scotland} />
          </div>
          <div>
            <p className="text-slate-700">At {formatMoney(pay.max!)}:</p>
            <OneAmount amount={pay.max!} pay={pay} scotland={scotland} />
          </div>
        </div>
      ) : (
        <div className="mt-2">
          <OneAmount amount={pay.min} pay={pay} scotland={scotland} />
        </div>
      )}
      <p className="mt-2 text-slate-600">
        Tax code {scotland ? 'S1257L' : '1257L'}, with the legal minimum workplace pension when she qualifies.{' '}
        <Link to="/pay-calculator" className="font-medium text-brand-700 underline underline-offset-2">
          How this is worked out
        </Link>
      </p>
    </section>
  );
}

/** PayCost for a job's place: Scottish Income Tax where its postcode district is in Scotland. */
export function PayCostAt({ pay, postcode }: { pay: Pay; postcode: string | null }) {
  return <PayCost pay={pay} scotland={postcode ? isScottishPostcode(postcode) : false} />;
}
