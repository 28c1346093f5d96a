import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CANDIDATE_LEVELS, LANGUAGES, SKILLS } from '@contract/nanny-constants.ts';
import { JOB_TYPES, JOB_TYPE_VALUES, type JobType } from '@contract/job-types.ts';
import { LEVEL_NAMES } from '@contract/verification-levels.ts';
import {
  normalisePlaceFilter,
  PLACE_FILTER_MAX,
  placeIsDistrict,
  placeProblem,
  reachOf,
  reachPatch,
  type PlaceReach,
} from '@/features/places/filter.ts';
import { Button } from '@/components/ui/Button.tsx';
import { FieldFrame, InputField } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { DayChoices } from '@/components/ui/WeekGrid.tsx';
import { NO_FILTERS, isFiltered, type CandidateFilters } from '@/features/candidates/filters.ts';

const CHECK = 'size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2';

function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
      <input
        type="checkbox"
        className={CHECK}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {options.map((option) => (
          <Check
            key={option}
            label={option}
            checked={chosen.includes(option)}
            onChange={(on) =>
              onChange(
                on
                  ? options.filter((o) => o === option || chosen.includes(o))
                  : chosen.filter((c) => c !== option),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The candidates page's filters. Nothing applies until Search (or Enter), so a keyboard or screen
 * reader user is not moved by a list that changes under them; the address keeps what was applied.
 */
export function CandidateFiltersForm({
  filters,
  onApply,
  placeRefusal,
}: {
  filters: CandidateFilters;
  onApply: (next: CandidateFilters) => void;
  /** The server's word on the applied place, when it named none ("We don't know ‘Lundon’…"). */
  placeRefusal?: string | null;
}) {
  const [draft, setDraft] = useState(filters);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const levelId = useId();
  const typeId = useId();
  const reachId = useId();
  const set = (patch: Partial<CandidateFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = normalisePlaceFilter(draft.place);
    const problem = placeProblem(place);
    if (problem) {
      setPlaceError(problem);
      return;
    }
    setPlaceError(undefined);
    onApply({ ...draft, place });
  };

  return (
    <form
      role="search"
      aria-label="Filter nannies"
      onSubmit={submit}
      className="mb-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <InputField
            label="Town or postcode"
            hint="A town like London, a district like SW4, or a postcode"
            type="search"
            autoComplete="postal-code"
            maxLength={PLACE_FILTER_MAX}
            value={draft.place}
            error={
              placeError ??
              (placeRefusal && normalisePlaceFilter(draft.place) === filters.place ? placeRefusal : undefined)
            }
            onChange={(e) => set({ place: e.target.value })}
          />
          <FieldFrame id={reachId} label="Distance">
            {(control) => (
              <select
                {...control}
                value={reachOf(draft)}
                disabled={!normalisePlaceFilter(draft.place)}
                onChange={(e) => set(reachPatch(e.target.value as PlaceReach))}
                className={CONTROL_CLASS}
              >
                <option value="">This place only</option>
                <option value="5">Within 5 miles</option>
                <option value="10">Within 10 miles</option>
                <option value="20">Within 20 miles</option>
                {(placeIsDistrict(normalisePlaceFilter(draft.place)) || draft.nearby) && (
                  <option value="area">Its whole postcode area</option>
                )}
              </select>
            )}
          </FieldFrame>
        </div>
        <FieldFrame id={levelId} label="Verification level">
          {(control) => (
            <select
              {...control}
              value={draft.level}
              onChange={(e) => set({ level: e.target.value as CandidateFilters['level'] })}
              className={CONTROL_CLASS}
            >
              <option value="">Any</option>
              {CANDIDATE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  At least {LEVEL_NAMES[level].name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame id={typeId} label="Looking for">
          {(control) => (
            <select
              {...control}
              value={draft.lookingFor}
              onChange={(e) => set({ lookingFor: e.target.value as JobType | '' })}
              className={CONTROL_CLASS}
            >
              <option value="">Any kind of job</option>
              {JOB_TYPE_VALUES.map((value, i) => (
                <option key={value} value={value}>
                  {JOB_TYPES[i]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <div>
          <InputField
            label="Available to start by"
            type="date"
            value={draft.availableBy}
            onChange={(e) => set({ availableBy: e.target.value })}
          />
          <Check
            label="Has a driving licence"
            checked={draft.driving}
            onChange={(driving) => set({ driving })}
          />
          <Check
            label="Ofsted registered (recorded)"
            checked={draft.ofsted}
            onChange={(ofsted) => set({ ofsted })}
          />
        </div>
      </div>
      <DayChoices
        legend="Days you need"
        hint="Nannies free on every day you tick (her profile shows which parts of each)"
        chosen={draft.days}
        onChange={(days) => set({ days })}
      />
      <details className="group" open={draft.skills.length > 0 || draft.languages.length > 0}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2">
          Skills and languages
        </summary>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <Choices
            legend="Skills (has all chosen)"
            options={SKILLS}
            chosen={draft.skills}
            onChange={(skills) => set({ skills })}
          />
          <Choices
            legend="Languages (speaks all chosen)"
            options={LANGUAGES}
            chosen={draft.languages}
            onChange={(languages) => set({ languages })}
          />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Search nannies</Button>
        {(isFiltered(filters) || isFiltered(draft)) && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setPlaceError(undefined);
              onApply(NO_FILTERS);
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
