import type { JobMatch } from '@contract/jobs.ts';

/**
 * Why a job fits her, as the plain lines the server wrote (each reason and gap is shown as the text it
 * is), with what it asks for that her profile does not show.
 */
export function MatchReasons({ match, gaps = true }: { match: NonNullable<JobMatch>; gaps?: boolean }) {
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-900">
      <p className="font-semibold">Why it fits you</p>
      {match.reasons.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2">
          {match.reasons.map((reason) => (
            <li key={reason} className="rounded-full bg-white px-3 py-1 ring-1 ring-brand-200">
              {reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">Nothing in your profile matches this job yet.</p>
      )}
      {gaps && match.gaps.length > 0 && (
        <>
          <p className="mt-2 font-semibold">Not in your profile</p>
          <ul className="mt-1 list-disc pl-5">
            {match.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
