import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { calculatePay, type PeriodFigures } from '@contract/pay-calculator.ts';
import {
  SHARE_SIDES,
  splitRefusals,
  splitShare,
  type ShareHome,
  type ShareSide,
  type SplitBasis,
  type SplitInput,
  type SplitResult,
} from '@contract/share-split.ts';
import { FieldError, FieldFrame, InputField } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { formatMoney } from '@/features/pay/format.ts';

const CHECK = 'size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2';
const RADIO_LABEL = 'flex min-h-11 items-center gap-2 text-sm text-slate-900';
const FIELDSET = 'space-y-4 rounded-xl border border-slate-200 p-4';
const LEGEND = 'px-1 text-base font-semibold text-slate-900';

/** How the calculator names the two families: by name on a share's page, else first and second. */
type Names = Record<ShareSide, string>;

const FAMILY_NAME: Names = { first: 'First family', partner: 'Second family' };

const BASES: ReadonlyArray<{ value: SplitBasis; label: string }> = [
  { value: 'children', label: 'By the number of children' },
  { value: 'equal', label: 'Half each' },
];

const homesOf = (names: Names): ReadonlyArray<{ value: ShareHome; label: string }> => [
  { value: 'first', label: `${names.first}’s home` },
  { value: 'partner', label: `${names.partner}’s home` },
  { value: 'alternate', label: 'Taking turns' },
];

/** The worked example the calculator opens with: two children and one, 30 hours together. */
const DEFAULTS: SplitInput = {
  sharedHourlyPence: 1800,
  sharedHours: 30,
  soloHourlyPence: 1600,
  soloHours: { first: 5, partner: 0 },
  children: { first: 2, partner: 1 },
  basis: 'children',
  home: 'first',
  hostAllowancePercent: 10,
};

/** What is typed, as typed: numbers are read from it on every change. */
interface Typed {
  sharedPay: string;
  sharedHours: string;
  soloPay: string;
  soloHours: Record<ShareSide, string>;
  children: Record<ShareSide, string>;
  basis: SplitBasis;
  home: ShareHome;
  allowance: string;
}

const poundsText = (pence: number) => (pence / 100).toFixed(2);

function typedFrom(initial: Partial<SplitInput> | undefined): Typed {
  const input = { ...DEFAULTS, ...initial };
  return {
    sharedPay: poundsText(input.sharedHourlyPence),
    sharedHours: String(input.sharedHours),
    soloPay: poundsText(input.soloHourlyPence),
    soloHours: { first: String(input.soloHours.first), partner: String(input.soloHours.partner) },
    children: { first: String(input.children.first), partner: String(input.children.partner) },
    basis: input.basis,
    home: input.home,
    allowance: String(input.hostAllowancePercent),
  };
}

/** A number typed, or NaN when the field is empty or is not one (so it is refused, not read as 0). */
const numberOf = (text: string) => (text.trim() ? Number(text.trim()) : Number.NaN);

/** Pounds typed (`£18`, `18.50`) as pence; parts of a penny are kept, for the refusal to name. */
function penceOf(text: string): number {
  const pounds = numberOf(text.replace(/[£,\s]/g, '') || ' ');
  const pence = pounds * 100;
  return Math.abs(pence - Math.round(pence)) < 1e-6 ? Math.round(pence) : pence;
}

function inputOf(typed: Typed): SplitInput {
  return {
    sharedHourlyPence: penceOf(typed.sharedPay),
    sharedHours: numberOf(typed.sharedHours),
    soloHourlyPence: penceOf(typed.soloPay),
    soloHours: { first: numberOf(typed.soloHours.first), partner: numberOf(typed.soloHours.partner) },
    children: { first: numberOf(typed.children.first), partner: numberOf(typed.children.partner) },
    basis: typed.basis,
    home: typed.home,
    // Taking turns, no family hosts: the allowance field is hidden and counts as none.
    hostAllowancePercent: typed.home === 'alternate' ? 0 : numberOf(typed.allowance),
  };
}

/** Each family is a separate employer: its own week's payroll figures on its own part of her pay. */
function employerWeek(result: SplitResult, side: ShareSide): PeriodFigures {
  const family = result[side];
  return calculatePay({
    amount: family.weeklyGrossPence / 100,
    basis: 'gross',
    per: 'week',
    hoursPerWeek: family.hours,
    scotland: false,
  }).week;
}

/** What each family pays a week, in a sentence, by name when the families have names. */
function paysLine(result: SplitResult, names: Names | undefined): string {
  const first = formatMoney(result.first.weeklyGrossPence / 100);
  const partner = formatMoney(result.partner.weeklyGrossPence / 100);
  return names
    ? `${names.first} pays ${first} a week gross; ${names.partner} ${partner}.`
    : `The first family pays ${first} a week gross; the second family ${partner}.`;
}

/** Radios in a fieldset, with the fieldset's error (if any) tied to it. */
function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className={RADIO_LABEL}>
            <input
              type="radio"
              name={name}
              className={CHECK}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/** One family's figures a week: its hours, its part of her gross pay and its full cost as her employer. */
function FamilyTable({ side, name, result }: { side: ShareSide; name: string; result: SplitResult }) {
  const captionId = useId();
  const family = result[side];
  const week = employerWeek(result, side);
  const rows: Array<{ label: string; value: ReactNode; total?: boolean }> = [
    { label: 'Hours a week', value: String(family.hours) },
    { label: 'Shared hours’ pay', value: formatMoney(family.sharedPence / 100) },
    { label: 'Solo hours’ pay', value: formatMoney(family.soloPence / 100) },
    { label: 'Weekly gross pay', value: formatMoney(family.weeklyGrossPence / 100), total: true },
    { label: 'Employer National Insurance', value: formatMoney(week.employerNi) },
    { label: 'Employer pension contribution', value: formatMoney(week.employerPension) },
    { label: 'Full weekly cost', value: formatMoney(week.familyCost), total: true },
  ];
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-3 focus-visible:outline-3 focus-visible:outline-offset-2 sm:p-5"
    >
      <table className="w-full text-sm text-slate-700 sm:text-base">
        <caption id={captionId} className="mb-2 text-left text-lg font-semibold text-slate-900">
          {name}: a week
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={row.total ? 'border-t border-slate-200 font-semibold' : 'border-t border-slate-200'}
            >
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className={row.total ? 'font-semibold text-slate-900' : undefined}>{row.label}</span>
              </th>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The nanny share calculator: the shared and solo hours and pay, each family's children, how the
 * shared pay divides and whose home she works in, and what each family pays a week as it changes. A
 * page that already knows the share passes its figures as `initial`; `onChange` hears every input and
 * its result (null while something typed is refused), and the two families' names as `names` ('Hana’s
 * family'; without them, 'First family' and 'Second family').
 */
export function SplitCalculatorForm(props: {
  initial?: Partial<SplitInput>;
  names?: { first: string; partner: string };
  onChange?: (input: SplitInput, result: SplitResult | null) => void;
}) {
  const names = props.names ?? FAMILY_NAME;
  const [typed, setTyped] = useState<Typed>(() => typedFrom(props.initial));
  const input = inputOf(typed);
  const refusals = splitRefusals(input);
  const result =
    refusals.length === 0
      ? splitShare(
          input,
          props.names ? { first: props.names.first, partner: props.names.partner } : undefined,
        )
      : null;
  const errors = new Map<string, string>();
  for (const refusal of refusals) {
    const key = refusal.path.join('.');
    if (!errors.has(key)) errors.set(key, refusal.message);
  }

  // Tell the page each time what is typed changes (not on every render).
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const key = JSON.stringify(typed);
  useEffect(() => {
    onChange.current?.(input, result);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for input and result
  }, [key]);

  const set = (change: Partial<Typed>) => setTyped((before) => ({ ...before, ...change }));
  const setSide = (field: 'soloHours' | 'children', side: ShareSide, value: string) =>
    setTyped((before) => ({ ...before, [field]: { ...before[field], [side]: value } }));

  return (
    <div className="space-y-8">
      <form
        aria-label="Nanny share calculator"
        onSubmit={(e) => e.preventDefault()}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>Both families’ children together</legend>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <InputField
              label="Shared hourly pay (£)"
              hint="Gross, before tax"
              inputMode="decimal"
              autoComplete="off"
              value={typed.sharedPay}
              error={errors.get('sharedHourlyPence')}
              onChange={(e) => set({ sharedPay: e.target.value })}
            />
            <InputField
              label="Shared hours a week"
              inputMode="decimal"
              autoComplete="off"
              value={typed.sharedHours}
              error={errors.get('sharedHours')}
              onChange={(e) => set({ sharedHours: e.target.value })}
            />
          </div>
        </fieldset>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          {SHARE_SIDES.map((side) => (
            <FamilyFields
              key={side}
              side={side}
              name={names[side]}
              typed={typed}
              errors={errors}
              onSoloHours={(value) => setSide('soloHours', side, value)}
              onChildren={(value) => setSide('children', side, value)}
            />
          ))}
        </div>

        <InputField
          label="Solo hourly pay (£)"
          hint="Gross, for hours with one family’s children alone"
          inputMode="decimal"
          autoComplete="off"
          value={typed.soloPay}
          error={errors.get('soloHourlyPence')}
          onChange={(e) => set({ soloPay: e.target.value })}
        />

        <RadioGroup
          legend="The shared hours’ pay divides"
          name="share-basis"
          options={BASES}
          value={typed.basis}
          error={errors.get('basis')}
          onChange={(basis) => set({ basis })}
        />
        <RadioGroup
          legend="For the shared hours she works in"
          name="share-home"
          options={homesOf(names)}
          value={typed.home}
          error={errors.get('home')}
          onChange={(home) => set({ home })}
        />
        {typed.home !== 'alternate' && (
          <InputField
            label="Host allowance (%)"
            hint="The host family pays this much less of the shared pay, from 0 to 20"
            inputMode="numeric"
            autoComplete="off"
            value={typed.allowance}
            error={errors.get('hostAllowancePercent')}
            onChange={(e) => set({ allowance: e.target.value })}
          />
        )}
      </form>

      <p aria-live="polite" className="text-base text-slate-900">
        {result ? paysLine(result, props.names) : 'Correct the fields marked to see what each family pays.'}
      </p>
      {result && (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {SHARE_SIDES.map((side) => (
              <FamilyTable key={side} side={side} name={names[side]} result={result} />
            ))}
          </div>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">How it is worked out</h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-slate-700">
              {result.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Each family’s full cost is its gross pay with employer National Insurance and the legal minimum
              employer pension contribution for 2026/27, worked as her only job in England, Wales or Northern
              Ireland.
            </p>
          </div>
        </>
      )}
    </div>
  );
}

/** One family's own fields: its children and her hours with them alone. */
function FamilyFields({
  side,
  name,
  typed,
  errors,
  onSoloHours,
  onChildren,
}: {
  side: ShareSide;
  name: string;
  typed: Typed;
  errors: ReadonlyMap<string, string>;
  onSoloHours: (value: string) => void;
  onChildren: (value: string) => void;
}) {
  const childrenId = useId();
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{name}</legend>
      <FieldFrame id={childrenId} label={`${name}’s children`} error={errors.get(`children.${side}`)}>
        {(control) => (
          <select
            {...control}
            value={typed.children[side]}
            onChange={(e) => onChildren(e.target.value)}
            className={CONTROL_CLASS}
          >
            {['1', '2', '3', '4'].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <InputField
        label={`${name}’s solo hours a week`}
        hint="Hours with this family’s children alone"
        inputMode="decimal"
        autoComplete="off"
        value={typed.soloHours[side]}
        error={errors.get(`soloHours.${side}`)}
        onChange={(e) => onSoloHours(e.target.value)}
      />
    </fieldset>
  );
}
