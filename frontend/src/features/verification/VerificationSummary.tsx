import { Link } from 'react-router-dom';
import { DBS_COPY_ADVICE, type VerificationLevel } from '@contract/verification-levels.ts';
import { ShieldCheckIcon } from '@/components/ui/icons/ShieldCheckIcon.tsx';
import {
  checkedLineText,
  levelBadge,
  NO_CHECKS,
  showsDbsCertificate,
  type CheckedLine,
} from '@/features/verification/summary.ts';

/** A level's badge ('Verified · DBS copy and references checked'); nothing below Basic. */
export function LevelBadge({ level }: { level: VerificationLevel }) {
  const badge = levelBadge(level);
  if (!badge) return null;
  return (
    <span
      data-testid="verification-level"
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-300"
    >
      <ShieldCheckIcon className="size-4" />
      {badge.text}
    </span>
  );
}

/**
 * A nanny's level and "What we checked": each check still current, with its date, in a disclosure that
 * opens in place (a native details element: keyboard and screen readers know it), and where the levels
 * are explained.
 */
export function VerificationSummary({
  verification,
  firstName,
}: {
  verification: { level: VerificationLevel; checks: readonly CheckedLine[] };
  firstName: string;
}) {
  return (
    <div className="mt-1 space-y-1">
      <LevelBadge level={verification.level} />
      <details className="group text-sm text-slate-700">
        <summary className="inline-flex min-h-6 w-fit cursor-pointer items-center rounded font-medium text-brand-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          What we checked<span className="sr-only"> for {firstName}</span>
        </summary>
        <div className="mt-2 space-y-2" data-testid="what-we-checked">
          {verification.checks.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {verification.checks.map((line) => (
                <li key={line.kind}>{checkedLineText(line)}</li>
              ))}
            </ul>
          ) : (
            <p>{NO_CHECKS}</p>
          )}
          {showsDbsCertificate(verification.checks) && (
            <p data-testid="dbs-copy-advice">{DBS_COPY_ADVICE.forFamilies}</p>
          )}
          <p>
            <Link
              to="/safety#verification-levels"
              className="inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-2"
            >
              What the levels and checks mean
            </Link>
          </p>
        </div>
      </details>
    </div>
  );
}
