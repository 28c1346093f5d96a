import { useId } from 'react';
import {
  DAY_PART_HOURS,
  DAY_PART_LABELS,
  DAY_PARTS,
  emptyWeek,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  WEEKDAYS,
  type DayPart,
  type Week,
  type Weekday,
} from '@contract/week-constants.ts';

const CHECK =
  'size-5 rounded border-slate-400 text-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The columns' visible heads, short enough for a phone; each checkbox's own label says it in full. */
const COLUMN_HEADS: Record<DayPart, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  overnight: 'Night',
};

/** '7am–12pm': a part's clock hours, as the grid's key says them. */
function hoursOf(part: DayPart) {
  const at = (hour: number) =>
    hour === 0 ? '12am' : hour < 12 ? `${hour}am` : hour === 12 ? '12pm' : `${hour - 12}pm`;
  const { from, to } = DAY_PART_HOURS[part];
  return `${at(from)}–${at(to)}`;
}

interface WeekGridProps {
  /** The grid's name: 'When you can work', 'When the job needs someone'. */
  legend: string;
  hint?: string;
  /** The week ticked (null: nothing ticked yet). */
  value: Week | null;
  onChange: (week: Week) => void;
  error?: string | undefined;
}

/**
 * A usual week as 7 × 4 real checkboxes: each day a fieldset whose legend is the day, each part a
 * checkbox labelled in full for screen readers ('Monday morning') under short visible column heads,
 * so it reads by keyboard and fits a 390 px phone with the days as rows.
 */
export function WeekGrid({ legend, hint, value, onChange, error }: WeekGridProps) {
  const id = useId();
  const week = value ?? emptyWeek();
  const toggle = (day: Weekday, part: DayPart, on: boolean) =>
    onChange({
      ...week,
      [day]: DAY_PARTS.filter((p) => (p === part ? on : week[day].includes(p))),
    });
  const described = [hint ? `${id}-hint` : null, `${id}-key`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={described} className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${id}-key`} className="mt-1 text-xs text-slate-600">
        {DAY_PARTS.map((part) => `${DAY_PART_LABELS[part]} ${hoursOf(part)}`).join(' · ')}
      </p>
      <div className="mt-2 max-w-md">
        <div
          aria-hidden="true"
          className="grid grid-cols-[3rem_repeat(4,minmax(0,1fr))] gap-1 text-center text-[11px] leading-tight font-medium text-slate-700 sm:text-xs"
        >
          <span />
          {DAY_PARTS.map((part) => (
            <span key={part}>{COLUMN_HEADS[part]}</span>
          ))}
        </div>
        {WEEKDAYS.map((day) => (
          <fieldset
            key={day}
            className="grid grid-cols-[3rem_repeat(4,minmax(0,1fr))] items-center gap-1 border-t border-slate-100"
          >
            <legend className="sr-only">{WEEKDAY_NAMES[day]}</legend>
            <span aria-hidden="true" className="py-1 text-sm font-medium text-slate-900">
              {WEEKDAY_SHORT[day]}
            </span>
            {DAY_PARTS.map((part) => {
              const box = `${id}-${day}-${part}`;
              return (
                <label
                  key={part}
                  htmlFor={box}
                  className="flex min-h-11 cursor-pointer items-center justify-center"
                >
                  <input
                    id={box}
                    type="checkbox"
                    className={CHECK}
                    checked={week[day].includes(part)}
                    onChange={(e) => toggle(day, part, e.target.checked)}
                  />
                  <span className="sr-only">{`${WEEKDAY_NAMES[day]} ${DAY_PART_LABELS[part].toLowerCase()}`}</span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface DayChoicesProps {
  legend: string;
  hint: string;
  chosen: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}

/** Days as a filter takes them: a checkbox each, Monday first, in a fieldset with its rule as a hint. */
export function DayChoices({ legend, hint, chosen, onChange }: DayChoicesProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {WEEKDAYS.map((day) => (
          <label key={day} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className={CHECK}
              checked={chosen.includes(day)}
              onChange={(e) =>
                onChange(WEEKDAYS.filter((d) => (d === day ? e.target.checked : chosen.includes(d))))
              }
            />
            <span aria-hidden="true">{WEEKDAY_SHORT[day]}</span>
            <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
