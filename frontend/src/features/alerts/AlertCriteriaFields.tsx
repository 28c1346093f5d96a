import { useId } from 'react';
import { SALARY_PERIOD_LABELS, SALARY_PERIODS, type JobSearch } from '@contract/job-search.ts';
import {
  JOB_TYPE_VALUES,
  jobTypeLabel,
  requirementLabel,
  SPECIAL_REQUIREMENTS,
} from '@contract/jobs-constants.ts';
import { InputField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { PLACE_MAX } from '@contract/place-match.ts';
import { placeIsDistrict, reachOf, reachPatch, type PlaceReach } from '@/features/places/filter.ts';

interface Props {
  value: JobSearch;
  onChange: (value: JobSearch) => void;
  /** A message for the place field (the server's), if any. */
  placeError?: string | undefined;
}

/** Drops a criterion that was cleared, so an empty field never reaches the search. */
function set<K extends keyof JobSearch>(search: JobSearch, key: K, value: JobSearch[K] | '' | undefined) {
  const next = { ...search };
  if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * A search's criteria, as the board filters by them: a place (a town or a postcode, with a distance
 * around it or a district's whole area), a job type, how the pay is given, the latest start date and the requirements she can meet.
 */
export function AlertCriteriaFields({ value, onChange, placeError }: Props) {
  const needsId = useId();
  const needs = value.needs ?? [];
  return (
    <div className="grid gap-4">
      <InputField
        label="Town or postcode"
        hint="A town like Manchester, a district like SW4, or a postcode like SW4 0AA"
        value={value.place ?? ''}
        maxLength={PLACE_MAX}
        autoComplete="off"
        error={placeError}
        onChange={(e) =>
          onChange(
            e.target.value.trim()
              ? set(value, 'place', e.target.value)
              : // No place, no reach around it: the distance control is disabled then, so it is cleared.
                set(set(set(value, 'place', undefined), 'nearby', undefined), 'radius', undefined),
          )
        }
      />
      <SelectField
        label="Distance"
        value={reachOf({ nearby: Boolean(value.nearby), radius: value.radius ?? null })}
        disabled={!value.place}
        onChange={(e) => {
          const { nearby, radius } = reachPatch(e.target.value as PlaceReach);
          onChange(set(set(value, 'nearby', nearby || undefined), 'radius', radius ?? undefined));
        }}
      >
        <option value="">This place only</option>
        <option value="5">Within 5 miles</option>
        <option value="10">Within 10 miles</option>
        <option value="20">Within 20 miles</option>
        {(placeIsDistrict(value.place ?? '') || value.nearby) && (
          <option value="area">Its whole postcode area</option>
        )}
      </SelectField>
      <SelectField
        label="Job type"
        value={value.type ?? ''}
        onChange={(e) => onChange(set(value, 'type', e.target.value as JobSearch['type'] | ''))}
      >
        <option value="">Any type</option>
        {JOB_TYPE_VALUES.map((t) => (
          <option key={t} value={t}>
            {jobTypeLabel(t)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Salary type"
        value={value.salaryPeriod ?? ''}
        onChange={(e) =>
          onChange(set(value, 'salaryPeriod', e.target.value as JobSearch['salaryPeriod'] | ''))
        }
      >
        <option value="">Any</option>
        {SALARY_PERIODS.map((p) => (
          <option key={p} value={p}>
            {SALARY_PERIOD_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Starts by"
        type="date"
        value={value.startBy ?? ''}
        onChange={(e) => onChange(set(value, 'startBy', e.target.value))}
      />
      <fieldset aria-describedby={needsId}>
        <legend className="font-medium text-slate-900">Requirements</legend>
        <p id={needsId} className="text-sm text-slate-600">
          Only jobs that ask for every one you tick.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SPECIAL_REQUIREMENTS.map((r) => (
            <label key={r} className="flex items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                checked={needs.includes(r)}
                onChange={(e) =>
                  onChange(
                    set(value, 'needs', e.target.checked ? [...needs, r] : needs.filter((n) => n !== r)),
                  )
                }
              />
              {requirementLabel(r)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
