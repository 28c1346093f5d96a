import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { FieldFrame, InputField } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import {
  JOB_TYPE_OPTIONS,
  LOCATION_FILTER_MAX,
  normaliseLocationFilter,
  parseJobTypeFilter,
  type JobFilters,
} from '@/features/jobs/format.ts';

/** How long typing in the location box waits before the board is filtered. */
export const LOCATION_DEBOUNCE_MS = 300;

interface JobFiltersFormProps {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
}

/**
 * The board's filters: a job type and a location (contains, any case). The type applies at once; the
 * location once typing pauses, or at once on Enter.
 */
export function JobFiltersForm({ filters, onChange }: JobFiltersFormProps) {
  const typeId = useId();
  const typeSelect = useRef<HTMLSelectElement>(null);
  const [location, setLocation] = useState(filters.location);
  const [applied, setApplied] = useState(filters.location);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The applied location changed elsewhere (Back, a link, Clear filters): show it in the box, unless
  // the box already says the same.
  if (applied !== filters.location) {
    setApplied(filters.location);
    if (normaliseLocationFilter(location) !== filters.location) setLocation(filters.location);
  }

  useEffect(() => {
    const next = normaliseLocationFilter(location);
    if (next === filters.location) return;
    const timer = window.setTimeout(() => onChangeRef.current({ location: next }), LOCATION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [location, filters.location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseLocationFilter(location);
    if (next !== filters.location) onChange({ location: next });
  };

  const active = filters.type !== '' || location.trim() !== '' || filters.location !== '';

  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={submit}
      className="grid items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]"
    >
      <FieldFrame id={typeId} label="Job type">
        {(control) => (
          <select
            ref={typeSelect}
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
      <InputField
        label="Location"
        type="search"
        enterKeyHint="search"
        autoComplete="address-level2"
        placeholder="e.g. London"
        maxLength={LOCATION_FILTER_MAX}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
      />
      {active && (
        <Button
          variant="ghost"
          className="sm:col-span-2 sm:justify-self-start lg:col-span-1"
          onClick={() => {
            setLocation('');
            onChange({ type: '', location: '' });
            // The button goes away once nothing is filtered: keep the keyboard in the filters.
            typeSelect.current?.focus();
          }}
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
