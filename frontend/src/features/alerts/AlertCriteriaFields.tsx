import { useId } from 'react';
import { SALARY_PERIOD_LABELS, SALARY_PERIODS, type JobSearch } from '@contract/job-search.ts';
import { JOB_TYPE_VALUES, jobTypeLabel, SPECIAL_REQUIREMENTS } from '@contract/jobs-constants.ts';
import { InputField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';

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
 * A search's criteria, as the board filters by them: a place (with "Include nearby districts"), a job
 * type, how the pay is given, the latest start date and the requirements she can meet.
 */
export function AlertCriteriaFields({ value, onChange, placeError }: Props) {
  const needsId = useId();
  const needs = value.needs ?? [];
  return (
    <div className="grid gap-4">
      <InputField
        label="Place"
        hint="A postcode district, like SW4, or an area, like SW"
        value={value.place ?? ''}
        maxLength={10}
        autoComplete="off"
        error={placeError}
        onChange={(e) => onChange(set(value, 'place', e.target.value.trim() ? e.target.value : undefined))}
      />
      <label className="flex items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          checked={Boolean(value.nearby)}
          onChange={(e) => onChange(set(value, 'nearby', e.target.checked || undefined))}
        />
        Include nearby districts
      </label>
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
        label="Salary period"
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
              {r}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
