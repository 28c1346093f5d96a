import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { jobPagePath } from '@contract/jobs-constants.ts';
import { CREATE_PROFILE_PATH } from '@/features/jobs/format.ts';
import { recommendedJobsQuery } from '@/features/jobs/queries.ts';
import { MatchReasons } from '@/features/jobs/MatchReasons.tsx';

/**
 * "Recommended for you": a nanny's three best matches on the board, each with why it fits her, linking
 * to the job's page. A profile without a postcode is asked for one first: without it nothing is near.
 */
export function RecommendedJobs({ userId, hasPostcode }: { userId: string; hasPostcode: boolean }) {
  const headingId = useId();
  const { data } = useQuery({ ...recommendedJobsQuery(userId), enabled: hasPostcode });
  if (!hasPostcode)
    return (
      <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-slate-900">
        <Link
          to={CREATE_PROFILE_PATH}
          className="font-semibold text-brand-900 underline underline-offset-2 hover:text-brand-800"
        >
          Add your postcode to your profile to see jobs near you
        </Link>
      </p>
    );
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Recommended for you
      </h2>
      <p className="mt-1 text-sm text-slate-700">The jobs that fit your profile best right now.</p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {data.items.map((job) => (
          <li
            key={job.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900 wrap-anywhere">
              <Link
                to={jobPagePath(job.id)}
                className="rounded hover:text-brand-800 hover:underline hover:underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                <bdi>{job.title}</bdi>
              </Link>
            </h3>
            <p className="text-sm text-slate-700">
              {[job.postcodeDistrict, job.jobTypeLabel, job.payLine, job.hoursLine]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {job.match && <MatchReasons match={job.match} gaps={false} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
