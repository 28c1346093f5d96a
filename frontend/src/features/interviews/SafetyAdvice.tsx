import { FIRST_MEETING_ADVICE } from '@contract/interviews-constants.ts';

/** The first-meeting advice, shown wherever an in-person meeting is proposed or confirmed. */
export function SafetyAdvice() {
  return (
    <aside
      aria-label="Meeting safely"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">Meeting safely</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {FIRST_MEETING_ADVICE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
