import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { jobPagePath } from '@contract/jobs-constants.ts';
import { HIRING_MESSAGES, JOB_EXTENSION_DAYS } from '@contract/hiring-constants.ts';
import type { MyJobDetail } from '@contract/hiring.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { Applicants } from '@/features/my-jobs/Applicants.tsx';
import { Suggestions } from '@/features/my-jobs/Suggestions.tsx';
import { CloseJobDialog, useCloseJobDialogState } from '@/features/my-jobs/CloseJobDialog.tsx';
import { extendMyJob, refusalText } from '@/features/my-jobs/api.ts';
import {
  applicantCountsLabel,
  familyName,
  formatDay,
  jobTimeLabel,
  notExtendableText,
  partnerNote,
  readsOnly,
} from '@/features/my-jobs/format.ts';
import { JobStateChip } from '@/features/hiring/StatusChips.tsx';
import { PosterOnly, UnpaidNote } from '@/features/my-jobs/Parts.tsx';
import { CONTACT_EMAIL } from '@/site.ts';
import { isMissing, jobChanged, myJobKey, myJobQuery } from '@/features/my-jobs/queries.ts';
import { logFailure } from '@/api/errors.ts';

// The edit form (the form library and the job schemas) loads when the poster chooses to edit.
const EditJobForm = lazy(async () => ({
  default: (await import('@/features/my-jobs/EditJobForm.tsx')).EditJobForm,
}));

const BACK_LINK =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2';

export default function MyJob() {
  const { jobId = '' } = useParams();
  return (
    <PosterOnly title="My job" returnTo={`/my-jobs/${encodeURIComponent(jobId)}`}>
      {(userId) => <ManageJob userId={userId} jobId={jobId} />}
    </PosterOnly>
  );
}

function ManageJob({ userId, jobId }: { userId: string; jobId: string }) {
  const {
    data: job,
    error,
    isPending,
    refetch,
    isRefetching,
  } = useQuery({
    ...myJobQuery(userId, jobId),
    enabled: jobId !== '',
  });
  const missing = !job && (jobId === '' || isMissing(error));
  usePageTitle(job ? job.title : missing ? 'Job not found' : 'My job');

  let content: ReactNode;
  if (job) content = <JobManager userId={userId} job={job} />;
  else if (missing)
    content = (
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Job not found</h1>
        <p className="mt-3 text-slate-700">
          {HIRING_MESSAGES.jobNotFound} It may belong to another account, or the link may be incomplete.
        </p>
        <ButtonLink to="/my-jobs" className="mt-6">
          Back to my jobs
        </ButtonLink>
      </Card>
    );
  else if (isPending)
    content = (
      <ListPlaceholder label="Loading the job…" gridClassName="grid" cardClassName="h-64" count={1} />
    );
  else
    content = (
      <ListLoadError
        title="We could not load this job."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/my-jobs" className={BACK_LINK}>
        <span aria-hidden="true">←</span> My jobs
      </Link>
      <div className="mt-4">{content}</div>
    </div>
  );
}

function JobManager({ userId, job }: { userId: string; job: MyJobDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useCloseJobDialogState(job.state === 'live');
  const heading = useRef<HTMLHeadingElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Focus follows the form: to its heading when it opens, back to Edit job (or the page's heading, once
  // the job can no longer be edited) when it closes.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) editHeading.current?.focus();
    else if (wasEditing.current) (editButton.current ?? heading.current)?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // The partner of a nanny share's job reads it and its applicants: every move is its poster's, so none
  // of the poster's buttons is shown (not merely disabled).
  const partner = readsOnly(job);
  const note = partnerNote(job);
  const live = job.state === 'live';
  const poster = !partner;
  const time = jobTimeLabel(job);

  const extend = useMutation({
    mutationFn: () => extendMyJob(job.id),
    onSuccess: (saved) => {
      jobChanged(queryClient, userId, saved);
      notify.success(
        HIRING_MESSAGES.extended,
        saved.liveUntil ? `It stays on the board until ${formatDay(saved.liveUntil)}.` : undefined,
      );
    },
    onError: (e) => {
      logFailure('Extending the job failed', e);
      notify.error('The job was not extended', refusalText(e));
      if (e instanceof ApiError && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
    },
  });

  return (
    <>
      <article aria-labelledby="my-job-title">
        <h1
          id="my-job-title"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 wrap-anywhere sm:text-4xl"
        >
          <bdi>{job.title}</bdi>
        </h1>
        <div className="mt-4 space-y-5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-800">
            <JobStateChip state={job.state} />
            {time && <span>{time}</span>}
            <span>{applicantCountsLabel(job.applicants)}</span>
          </div>
          <p className="text-slate-700 wrap-anywhere">{job.location}</p>
          {note && (
            <p
              role="note"
              className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-slate-900"
              data-testid="partner-note"
            >
              {note}
            </p>
          )}
          {job.state === 'filled' && job.hired && (
            <p className="text-slate-800">
              {partner && job.share ? familyName(job.share.otherFamilyLabel) : 'You'} hired{' '}
              <span className="font-semibold">{job.hired.name}</span>.
            </p>
          )}
          {poster && job.state === 'unpaid' && job.posterType === 'family' && (
            <UnpaidNote userId={userId} job={job} onDiscarded={() => void navigate('/my-jobs')} />
          )}
          {job.state === 'hidden' && partner && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
              Our moderators have taken this job off the board.
            </p>
          )}
          {job.state === 'hidden' && poster && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
              Our moderators have taken this job off the board. If you think this is a mistake, please write
              to{' '}
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {CONTACT_EMAIL}
              </a>
              .
            </p>
          )}
          {poster && job.state === 'processing' && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
              Your payment is still being processed. The job goes on the board as soon as it clears.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={jobPagePath(job.id)} variant="outline">
              View public page
            </ButtonLink>
            {poster && live && !editing && (
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                Edit job
              </Button>
            )}
            {poster && live && job.canExtend && (
              <Button
                variant="outline"
                onClick={() => !extend.isPending && extend.mutate()}
                aria-busy={extend.isPending || undefined}
                aria-disabled={extend.isPending || undefined}
              >
                {extend.isPending ? 'Extending…' : `Extend by ${JOB_EXTENSION_DAYS} days`}
              </Button>
            )}
            {poster && live && (
              <Button ref={closeButton} variant="destructive" onClick={() => setClosing(true)}>
                Close or mark filled
              </Button>
            )}
          </div>
          {poster && live && !job.canExtend && (
            <p className="text-sm text-slate-700" data-testid="not-extendable">
              {notExtendableText(job.liveUntil)}
            </p>
          )}
        </div>

        {poster && editing && live && (
          <section aria-labelledby="edit-job-title" className="mt-8">
            <h2
              id="edit-job-title"
              ref={editHeading}
              tabIndex={-1}
              className="mb-4 text-2xl font-bold text-slate-900"
            >
              Edit job
            </h2>
            <Suspense fallback={<p role="status">Loading the form…</p>}>
              <EditJobForm userId={userId} job={job} onDone={() => setEditing(false)} />
            </Suspense>
          </section>
        )}

        <Applicants userId={userId} job={job} />
        {poster && live && <Suggestions userId={userId} job={job} />}
      </article>
      {/* Kept mounted once the job has closed, so the dialog closes properly and hands focus on. */}
      {poster && (
        <CloseJobDialog
          userId={userId}
          job={job}
          open={closing}
          onOpenChange={setClosing}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (closeButton.current?.isConnected ? closeButton.current : heading.current)?.focus();
          }}
        />
      )}
    </>
  );
}
