import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
} from '@contract/alerts-constants.ts';

/** How often she is told: a labelled pair of radio buttons. */
export function FrequencyField({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">Email me</legend>
      <div className="mt-2 grid gap-2">
        {ALERT_FREQUENCIES.map((f) => (
          <label key={f} className="flex items-center gap-3 text-slate-800">
            <input
              type="radio"
              name="alert-frequency"
              value={f}
              className="h-5 w-5 border-slate-400 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
              checked={value === f}
              onChange={() => onChange(f)}
            />
            {ALERT_FREQUENCY_LABELS[f]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
