import type { PayCalculation, PeriodFigures } from '@contract/pay-calculator.ts';
import { TAX_YEAR_2026_27 } from '@contract/pay-calculator.ts';
import { formatMoney } from '@/features/pay/format.ts';
import { cn } from '@/components/ui/cn.ts';

const { nationalInsurance: NI, pension: PENSION } = TAX_YEAR_2026_27;

interface Line {
  key: keyof PeriodFigures;
  label: string;
  /** A total: shown in bold. */
  total?: boolean;
  /** Taken off her pay: shown with a minus sign. */
  deduction?: boolean;
}

const HERS: readonly Line[] = [
  { key: 'gross', label: 'Gross pay' },
  { key: 'incomeTax', label: 'Income Tax', deduction: true },
  { key: 'employeeNi', label: 'Her National Insurance', deduction: true },
  { key: 'employeePension', label: 'Her pension contribution', deduction: true },
  { key: 'takeHome', label: 'Her take-home pay', total: true },
];
const YOURS: readonly Line[] = [
  { key: 'gross', label: 'Her gross pay' },
  { key: 'employerNi', label: 'Your employer National Insurance' },
  { key: 'employerPension', label: 'Your pension contribution' },
  { key: 'familyCost', label: 'Your full cost', total: true },
];

const COLUMNS = ['week', 'month', 'year'] as const;

function Rows({ lines, result }: { lines: readonly Line[]; result: PayCalculation }) {
  return lines.map((line) => (
    <tr
      key={line.key}
      className={cn('border-t border-slate-200', line.total && 'font-semibold text-slate-900')}
    >
      <th scope="row" className="py-2 pr-2 text-left font-normal sm:pr-3">
        <span className={cn(line.total && 'font-semibold')}>{line.label}</span>
      </th>
      {COLUMNS.map((column) => (
        <td key={column} className="py-2 pl-2 text-right whitespace-nowrap tabular-nums sm:pl-3">
          {line.deduction && result[column][line.key] > 0 ? '−' : ''}
          {formatMoney(result[column][line.key])}
        </td>
      ))}
    </tr>
  ));
}

/**
 * The calculator's answer as a table (a week, a month, a year), with what each line means. On a phone
 * the table's text and gaps shrink so all three columns fit without scrolling.
 */
export function PayResultTable({
  result,
  takeHomeGiven = false,
}: {
  result: PayCalculation;
  /** The amount was the take-home pay wanted: it is met exactly for the period it was given in. */
  takeHomeGiven?: boolean;
}) {
  return (
    <div className="space-y-6">
      <div
        role="region"
        aria-labelledby="pay-result-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-3 focus-visible:outline-3 focus-visible:outline-offset-2 sm:p-6"
      >
        <table className="w-full text-xs text-slate-700 sm:text-base">
          <caption id="pay-result-caption" className="mb-3 text-left text-lg font-semibold text-slate-900">
            Her pay and your cost, tax year 2026/27
          </caption>
          <thead>
            <tr>
              <td />
              <th
                scope="col"
                className="pb-2 pl-2 text-right font-semibold whitespace-nowrap text-slate-900 sm:pl-3"
              >
                A week
              </th>
              <th
                scope="col"
                className="pb-2 pl-2 text-right font-semibold whitespace-nowrap text-slate-900 sm:pl-3"
              >
                A month
              </th>
              <th
                scope="col"
                className="pb-2 pl-2 text-right font-semibold whitespace-nowrap text-slate-900 sm:pl-3"
              >
                A year
              </th>
            </tr>
          </thead>
          <tbody>
            <Rows lines={HERS} result={result} />
          </tbody>
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={4} className="pt-5 pb-1 text-left font-semibold text-slate-900">
                What you pay as her employer
              </th>
            </tr>
            <Rows lines={YOURS} result={result} />
          </tbody>
        </table>
        {result.hour && (
          <p className="mt-3 text-sm text-slate-700">
            An hour: {formatMoney(result.hour.gross)} gross, {formatMoney(result.hour.takeHome)} take-home,{' '}
            {formatMoney(result.hour.familyCost)} to you in all.
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600">
          A week and a month are one payslip each if you pay her weekly or monthly; the year is the tax year
          on the year’s pay. Added up over a year, 52 weekly or 12 monthly payslips can leave her take-home
          pay up to about £30 away from the year’s figure, and your full cost a pound or two, because HMRC
          rounds each week’s and month’s tax-free pay, tax bands and National Insurance thresholds.
          {takeHomeGiven &&
            ` The take-home pay you typed is met exactly for a ${result.basisPeriod}; the other columns follow from that ${result.basisPeriod}’s gross pay.`}
        </p>
      </div>

      <div>
        <h3 className="text-lg font-semibold text-slate-900">What each line means</h3>
        <dl className="mt-3 max-w-prose space-y-3 text-base leading-7 text-slate-700">
          <div>
            <dt className="font-medium text-slate-900">Gross pay</dt>
            <dd>
              Her pay before anything is taken off: the figure to agree with her and to put in her contract.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Income Tax</dt>
            <dd>
              Taken off her pay through PAYE and paid by you to HMRC, on tax code 1257L (S1257L in Scotland):
              nothing on the first £12,570 of the year.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Her National Insurance</dt>
            <dd>
              8% of her pay above {formatMoney(NI.primaryThreshold.week)} a week, and 2% above{' '}
              {formatMoney(NI.upperEarningsLimit.week)}: also taken off her pay and paid by you to HMRC.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Her pension contribution</dt>
            <dd>
              4% of her pay between {formatMoney(PENSION.lowerLimit.week)} and{' '}
              {formatMoney(PENSION.upperLimit.week)} a week (“qualifying earnings”), taken from her pay after
              tax; the pension scheme claims another 1% from HMRC as tax relief, so 5% goes in for her.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Her take-home pay</dt>
            <dd>What reaches her bank account.</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Your employer National Insurance</dt>
            <dd>
              15% of her pay above {formatMoney(NI.secondaryThreshold.week)} a week, paid by you on top of her
              pay. A family employing a nanny cannot claim the Employment Allowance to reduce it.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Your pension contribution</dt>
            <dd>3% of her qualifying earnings, paid by you into her pension on top of her pay.</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Your full cost</dt>
            <dd>
              Her gross pay, your employer National Insurance and your pension contribution: what employing
              her costs you, before any payroll service’s fee.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Holiday</dt>
            <dd>
              She is entitled to {result.holiday.weeks} weeks’ paid holiday a year. Paid by the hour or the
              week for all 52 weeks, her holiday pay is already inside these figures: of the year’s gross pay,{' '}
              {formatMoney(result.holiday.pay)} is her pay for the weeks she is on holiday (her “holiday
              accrual”). It is not a cost on top; cover while she is away would be.
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
