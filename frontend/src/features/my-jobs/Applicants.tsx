import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { HIRING_MESSAGES, type ApplicationStatus } from '@contract/hiring-constants.ts';
import type { MyJobDetail } from '@contract/hiring.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { parseApplicantStatus, readsOnly, statusTabs } from '@/features/my-jobs/format.ts';
import { uniqueItems } from '@/api/pages.ts';
import {
  activityKey,
  applicantQuery,
  applicantsQuery,
  myJobKey,
  myJobsKey,
} from '@/features/my-jobs/queries.ts';
import { ApplicantRow } from '@/features/my-jobs/ApplicantRow.tsx';

const LIST_CLASS = 'grid gap-3';

/** The filter (?status=) and the open applicant (?applicant=, as the new-application email links). */
function useApplicantParams() {
  const [params, setParams] = useSearchParams();
  const status = parseApplicantStatus(params.get('status'));
  const opened = params.get('applicant') ?? '';
  const set = useCallback(
    (name: 'status' | 'applicant', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    status,
    opened,
    setStatus: (s: ApplicationStatus | '') => set('status', s),
    setOpened: (id: string) => set('applicant', id),
  };
}

/**
 * A job's applicants, newest first and filterable by status, each opened in place: her cover letter,
 * phone, CV and profile card, and the poster's decisions on her (none for a share's partner, who reads).
 */
export function Applicants({ userId, job }: { userId: string; job: MyJobDetail }) {
  const headingId = useId();
  const { status, opened, setStatus, setOpened } = useApplicantParams();
  // The applicant the page was opened at (the email's link) is brought into view once she shows.
  const [linked] = useState(opened);
  const query = useInfiniteQuery(applicantsQuery(userId, job.id, status));
  const { data, error, isPlaceholderData } = query;
  const applicants = useMemo(() => uniqueItems(data?.pages, (a) => a.nannyId), [data]);
  const tabs = statusTabs(job.applicants).filter(
    (tab) => tab.status === '' || tab.count > 0 || tab.status === status,
  );
  // An applicant opened from an email who is not among the rows read so far shows on her own, first.
  const openedElsewhere =
    opened !== '' && data !== undefined && !applicants.some((a) => a.nannyId === opened);

  const content = (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading applicants…"
          gridClassName={LIST_CLASS}
          cardClassName="h-20"
          count={3}
        />
      }
      error={{ title: 'We could not load the applicants.', message: readFailureMessage(error) }}
      isEmpty={!applicants.length}
      empty={
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {status
            ? 'No applicants with this status.'
            : job.state === 'live'
              ? readsOnly(job)
                ? 'No one has applied yet.'
                : 'No one has applied yet. We email you as soon as someone does.'
              : 'No one applied to this job.'}
        </p>
      }
    >
      <PagedList
        items={applicants}
        keyOf={(a) => a.nannyId}
        renderItem={(a) => (
          <ApplicantRow
            userId={userId}
            job={job}
            applicant={a}
            listedAt={query.dataUpdatedAt}
            open={a.nannyId === opened}
            reveal={a.nannyId === linked}
            onToggle={() => setOpened(a.nannyId === opened ? '' : a.nannyId)}
          />
        )}
        className={LIST_CLASS}
        busy={{ active: isPlaceholderData, text: 'Loading applicants…' }}
        noun={{ one: 'applicant', many: 'applicants' }}
        next={query}
        loadMoreText={{
          label: 'Load more applicants',
          loadingLabel: 'Loading more applicants…',
          failedMessage: 'We could not load more applicants. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Applicants
      </h2>
      <div role="group" aria-label="Show applicants by status" className="mt-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Button
            key={tab.status || 'all'}
            size="sm"
            variant={tab.status === status ? 'primary' : 'outline'}
            aria-pressed={tab.status === status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label} <span className="font-normal">({tab.count})</span>
          </Button>
        ))}
      </div>
      {openedElsewhere && (
        <div className="mt-4">
          <OpenedFromLink userId={userId} job={job} nannyId={opened} onClose={() => setOpened('')} />
        </div>
      )}
      <div className="mt-4">{content}</div>
    </section>
  );
}

/** An applicant named in the address but not in the rows shown (filtered out, or further down). */
function OpenedFromLink({
  userId,
  job,
  nannyId,
  onClose,
}: {
  userId: string;
  job: MyJobDetail;
  nannyId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(applicantQuery(userId, job.id, nannyId));
  // Her first look may have marked her viewed: the counts and the badge are read again once.
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
    void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
    void queryClient.invalidateQueries({ queryKey: activityKey(userId) });
  }, [loaded, queryClient, userId, job.id]);
  if (isPending)
    return (
      <ListPlaceholder label="Loading the applicant…" gridClassName="grid" cardClassName="h-20" count={1} />
    );
  if (!data)
    return (
      <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {error instanceof ApiError && error.status < 500
          ? HIRING_MESSAGES.applicantNotFound
          : readFailureMessage(error)}
      </p>
    );
  return <ApplicantRow userId={userId} job={job} applicant={data} open reveal onToggle={onClose} />;
}
