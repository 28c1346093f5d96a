import { MAX_PROPOSED_TIMES } from '@contract/interviews-constants.ts';
import { FieldError, InputField } from '@/components/ui/Field.tsx';

/**
 * A date-and-time input keeps its focus inside its own parts, so a click does not make it match
 * :focus-visible and the app's ring (index.css: 3 px accent, 2 px off) would not show: draw the same
 * ring on focus.
 */
const DATE_TIME_FOCUS = 'focus:outline-3 focus:outline-offset-2 focus:outline-accent-600';

/**
 * One to three London times ('YYYY-MM-DDTHH:mm'), each its own labelled date-and-time field, each
 * with its own error; an error about the times together (too many, repeated) shows under the group.
 */
export function TimesFields({
  times,
  onChange,
  error,
  errors = [],
  idPrefix,
}: {
  times: string[];
  onChange: (times: string[]) => void;
  /** About the times together. */
  error?: string | undefined;
  /** Each time field's own, by its position. */
  errors?: readonly (string | undefined)[];
  idPrefix: string;
}) {
  const slots = Array.from({ length: MAX_PROPOSED_TIMES }, (_, i) => times[i] ?? '');
  const groupErrorId = `${idPrefix}-times-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? groupErrorId : undefined}>
      <legend className="font-semibold text-slate-900">Times (UK time), up to {MAX_PROPOSED_TIMES}</legend>
      {error && <FieldError id={groupErrorId}>{error}</FieldError>}
      {slots.map((value, i) => (
        <InputField
          key={i}
          id={`${idPrefix}-time-${i + 1}`}
          type="datetime-local"
          className={DATE_TIME_FOCUS}
          label={`Time ${i + 1}${i === 0 ? '' : ' (optional)'}`}
          value={value}
          required={i === 0}
          error={errors[i]}
          onChange={(e) => {
            const next = [...slots];
            next[i] = e.target.value;
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}

/** The times filled in, in order, without blanks. */
export const filledTimes = (times: readonly string[]) => times.map((t) => t.trim()).filter(Boolean);
