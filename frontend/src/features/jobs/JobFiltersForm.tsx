import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { requirementLabel, SPECIAL_REQUIREMENTS } from '@contract/jobs-constants.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FieldFrame, InputField } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { DayChoices } from '@/components/ui/WeekGrid.tsx';
import {
  hasFilters,
  JOB_TYPE_OPTIONS,
  NO_FILTERS,
  normalisePlaceFilter,
  parseJobTypeFilter,
  PLACE_FILTER_MAX,
  placeIsDistrict,
  placeProblem,
  reachOf,
  reachPatch,
  SALARY_PERIOD_OPTIONS,
  type PlaceReach,
  type JobFilters,
  type Requirement,
} from '@/features/jobs/format.ts';

/** How long typing in the place box waits before the board is filtered. */
export const PLACE_DEBOUNCE_MS = 400;

interface JobFiltersFormProps {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  /** The server's word on the applied place, when it named none ("We don't know ‘Mancester’…"). */
  placeRefusal?: string | null;
}

const CHECKBOX_CLASS =
  'size-5 shrink-0 rounded border-slate-500 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The board's filters: the place (a town, a district, a full postcode or an area; with a distance around
 * it, or a district's whole postcode area, on request), the job type, how the pay is given, the latest start date and the requirements a job asks
 * for. Each applies at once; the place once typing pauses, or on Enter, and only when it is a place (its
 * field says what is wrong otherwise). On a phone they fold away behind a Filters button.
 */
export function JobFiltersForm({ filters, onChange, placeRefusal }: JobFiltersFormProps) {
  const ids = { type: useId(), salary: useId(), panel: useId(), reach: useId(), needs: useId() };
  const firstControl = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState(filters.place);
  const [applied, setApplied] = useState(filters.place);
  const [showProblem, setShowProblem] = useState(Boolean(placeProblem(filters.place)));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The applied place changed elsewhere (Back, a link, Clear filters): show it in the box, unless the
  // box already says the same.
  if (applied !== filters.place) {
    setApplied(filters.place);
    if (normalisePlaceFilter(place) !== filters.place) setPlace(filters.place);
  }

  useEffect(() => {
    const next = normalisePlaceFilter(place);
    if (next === filters.place || placeProblem(next)) return;
    const timer = window.setTimeout(() => onChangeRef.current({ place: next }), PLACE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [place, filters.place]);

  const applyPlace = () => {
    const next = normalisePlaceFilter(place);
    setShowProblem(Boolean(placeProblem(next)));
    if (next !== filters.place && !placeProblem(next)) onChange({ place: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPlace();
  };

  // The field's own check first; else the server's word on the place applied (while it is still typed).
  const problem =
    (showProblem ? placeProblem(place) : null) ??
    (placeRefusal && normalisePlaceFilter(place) === filters.place ? placeRefusal : null);
  const district = placeIsDistrict(normalisePlaceFilter(place));
  const active = hasFilters(filters) || place.trim() !== '';
  const count =
    [filters.type, filters.place, filters.salaryPeriod, filters.startBy].filter(Boolean).length +
    filters.needs.length +
    (filters.days.length ? 1 : 0);

  const toggleNeed = (need: Requirement, on: boolean) =>
    onChange({
      needs: SPECIAL_REQUIREMENTS.filter((r) => (r === need ? on : filters.needs.includes(r))),
    });

  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Button
        variant="outline"
        align="between"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen((o) => !o)}
      >
        <span>Filters{count > 0 ? ` (${count} on)` : ''}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <div
        id={ids.panel}
        className={`${open ? 'mt-4 grid' : 'hidden'} items-start gap-4 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <div className="grid gap-2">
          <InputField
            ref={firstControl}
            label="Town or postcode"
            hint="A town like Manchester, a district like SW4, or a postcode like SW4 0AA"
            type="search"
            enterKeyHint="search"
            autoComplete="postal-code"
            maxLength={PLACE_FILTER_MAX}
            value={place}
            error={problem ?? undefined}
            onChange={(e) => {
              setPlace(e.target.value);
              if (showProblem && !placeProblem(e.target.value)) setShowProblem(false);
            }}
            onBlur={applyPlace}
          />
          <FieldFrame id={ids.reach} label="Distance">
            {(control) => (
              <select
                {...control}
                value={reachOf(filters)}
                disabled={!normalisePlaceFilter(place)}
                onChange={(e) =>
                  onChange({
                    place: normalisePlaceFilter(place),
                    ...reachPatch(e.target.value as PlaceReach),
                  })
                }
                className={CONTROL_CLASS}
              >
                <option value="">This place only</option>
                <option value="5">Within 5 miles</option>
                <option value="10">Within 10 miles</option>
                <option value="20">Within 20 miles</option>
                {(district || filters.nearby) && <option value="area">Its whole postcode area</option>}
              </select>
            )}
          </FieldFrame>
        </div>
        <FieldFrame id={ids.type} label="Job type">
          {(control) => (
            <select
              {...control}
              value={filters.type}
              onChange={(e) => onChange({ type: parseJobTypeFilter(e.target.value) })}
              className={CONTROL_CLASS}
            >
              <option value="">All types</option>
              {JOB_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame id={ids.salary} label="Salary type">
          {(control) => (
            <select
              {...control}
              value={filters.salaryPeriod}
              onChange={(e) =>
                onChange({
                  salaryPeriod: SALARY_PERIOD_OPTIONS.find((o) => o.value === e.target.value)?.value ?? '',
                })
              }
              className={CONTROL_CLASS}
            >
              <option value="">Any</option>
              {SALARY_PERIOD_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <InputField
          label="Starts by"
          hint="Jobs starting on or before this day"
          type="date"
          value={filters.startBy}
          onChange={(e) => onChange({ startBy: e.target.value })}
        />
        <fieldset className="sm:col-span-2 lg:col-span-4">
          <legend className="text-sm font-medium text-slate-900">Requirements</legend>
          <p className="text-sm text-slate-600">Jobs that ask for every one you tick</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {SPECIAL_REQUIREMENTS.map((need, i) => (
              <div key={need} className="flex items-center gap-2">
                <input
                  id={`${ids.needs}-${i}`}
                  type="checkbox"
                  className={CHECKBOX_CLASS}
                  checked={filters.needs.includes(need)}
                  onChange={(e) => toggleNeed(need, e.target.checked)}
                />
                <label htmlFor={`${ids.needs}-${i}`} className="text-slate-900">
                  {requirementLabel(need)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2 lg:col-span-4">
          <DayChoices
            legend="Days you can work"
            hint="Jobs that need no other day than those you tick (jobs that state their days)"
            chosen={filters.days}
            onChange={(days) => onChange({ days })}
          />
        </div>
        {active && (
          <Button
            variant="ghost"
            className="justify-self-start sm:col-span-2 lg:col-span-4"
            onClick={() => {
              setPlace('');
              setShowProblem(false);
              onChange(NO_FILTERS);
              // The button goes away once nothing is filtered: keep the keyboard in the filters.
              firstControl.current?.focus();
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
