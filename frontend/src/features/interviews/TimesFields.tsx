import { MAX_PROPOSED_TIMES } from '@contract/interviews-constants.ts';
import { InputField } from '@/components/ui/Field.tsx';

/** One to three London times ('YYYY-MM-DDTHH:mm'), each its own labelled date-and-time field. */
export function TimesFields({
  times,
  onChange,
  error,
  idPrefix,
}: {
  times: string[];
  onChange: (times: string[]) => void;
  error?: string | undefined;
  idPrefix: string;
}) {
  const slots = Array.from({ length: MAX_PROPOSED_TIMES }, (_, i) => times[i] ?? '');
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold text-slate-900">Times (UK time), up to {MAX_PROPOSED_TIMES}</legend>
      {slots.map((value, i) => (
        <InputField
          key={i}
          id={`${idPrefix}-time-${i + 1}`}
          type="datetime-local"
          label={`Time ${i + 1}${i === 0 ? '' : ' (optional)'}`}
          value={value}
          required={i === 0}
          error={i === 0 ? error : undefined}
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
