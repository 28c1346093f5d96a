import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  defaultDeclineMessage,
  HIRING_MESSAGES,
  type ApplicationStatus,
  type PosterDecision,
} from '@contract/hiring-constants.ts';
import type { Applicant, MyJobDetail } from '@contract/hiring.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { ListLoadError, PagedList } from '@/components/ui/PagedList.tsx';
import { notify } from '@/components/ui/toast.ts';
import { CandidateProfileCard } from '@/features/candidates/CandidateProfileCard.tsx';
import { MessageButton } from '@/features/messages/MessageButton.tsx';
import { HireReviewSection } from '@/features/reviews/HireReviewSection.tsx';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import { createApplicantCvLink, decideApplicant, refusalText } from '@/features/my-jobs/api.ts';
import {
  formatDay,
  parseApplicantStatus,
  posterActions,
  statusTabs,
  type DecisionAction,
} from '@/features/my-jobs/format.ts';
import { uniqueItems } from '@/api/pages.ts';
import { ApplicationStatusChip } from '@/features/hiring/StatusChips.tsx';
import {
  activityKey,
  applicantChanged,
  applicantKey,
  applicantQuery,
  applicantsQuery,
  jobApplicantsKey,
  myJobKey,
  myJobsKey,
} from '@/features/my-jobs/queries.ts';

const LIST_CLASS = 'grid gap-3';
const rowId = (nannyId: string) => `applicant-${nannyId}`;

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
 * phone, CV and profile card, and the poster's decisions on her.
 */
export function Applicants({ userId, job }: { userId: string; job: MyJobDetail }) {
  const headingId = useId();
  const { status, opened, setStatus, setOpened } = useApplicantParams();
  // The applicant the page was opened at (the email's link) is brought into view once she shows.
  const [linked] = useState(opened);
  const query = useInfiniteQuery(applicantsQuery(userId, job.id, status));
  const { data, isPending, error, refetch, isRefetching, isPlaceholderData } = query;
  const applicants = useMemo(() => uniqueItems(data?.pages, (a) => a.nannyId), [data]);
  const tabs = statusTabs(job.applicants).filter(
    (tab) => tab.status === '' || tab.count > 0 || tab.status === status,
  );
  // An applicant opened from an email who is not among the rows read so far shows on her own, first.
  const openedElsewhere =
    opened !== '' && data !== undefined && !applicants.some((a) => a.nannyId === opened);

  let list: ReactNode;
  if (isPending)
    list = (
      <ListPlaceholder
        label="Loading applicants…"
        gridClassName={LIST_CLASS}
        cardClassName="h-20"
        count={3}
      />
    );
  else if (!data)
    list = (
      <ListLoadError
        title="We could not load the applicants."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  else if (!applicants.length)
    list = (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
        {status
          ? 'No applicants with this status.'
          : job.state === 'live'
            ? 'No one has applied yet. We email you as soon as someone does.'
            : 'No one applied to this job.'}
      </p>
    );
  else
    list = (
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
      <div className="mt-4">{list}</div>
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

function ApplicantRow({
  userId,
  job,
  applicant,
  listedAt = 0,
  open,
  reveal = false,
  onToggle,
}: {
  userId: string;
  job: MyJobDetail;
  applicant: Applicant;
  /** When the list she is shown from was read (0: she is shown on her own, as read). */
  listedAt?: number;
  open: boolean;
  /** Opened from the address (the email's link): brought into view once, with the focus on it. */
  reveal?: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const row = useRef<HTMLElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (!open || !reveal || revealed.current) return;
    revealed.current = true;
    row.current?.scrollIntoView({ block: 'start' });
    row.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
  }, [open, reveal]);

  return (
    <article
      ref={row}
      id={rowId(applicant.nannyId)}
      // Not her name alone: her profile card inside is named by her first name too.
      aria-label={`Application from ${applicant.name}`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="applicant"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex min-h-11 w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <span className="min-w-0 flex-1">
              <span
                id={`${rowId(applicant.nannyId)}-name`}
                className="block text-lg font-semibold text-slate-900 wrap-anywhere"
              >
                {applicant.name}
              </span>
              <span className="block text-sm text-slate-700">
                Applied <time dateTime={applicant.appliedAt}>{formatDay(applicant.appliedAt)}</time>
              </span>
            </span>
            <ApplicationStatusChip status={applicant.status} className="mt-0.5" />
            <span
              aria-hidden="true"
              className={cn('mt-0.5 text-slate-600 transition-transform', open && 'rotate-180')}
            >
              ▾
            </span>
          </button>
        </h3>
        {/* Her conversation about this job: the one there is, or a new one. */}
        <MessageButton
          variant="outline"
          size="sm"
          className="mt-4 mr-4 shrink-0"
          label={MESSAGES_TEXTS.messageApplicant}
          describedBy={`${rowId(applicant.nannyId)}-name`}
          recipient={applicant.name}
          start={{ nannyId: applicant.nannyId, jobId: job.id }}
        />
      </div>
      {open && (
        <div id={panelId} className="border-t border-slate-200 p-4">
          <ApplicantDetail userId={userId} job={job} listed={applicant} listedAt={listedAt} />
        </div>
      )}
    </article>
  );
}

/** One applicant opened: read on its own, which marks a new one viewed (the lists and counts follow). */
function ApplicantDetail({
  userId,
  job,
  listed,
  listedAt,
}: {
  userId: string;
  job: MyJobDetail;
  listed: Applicant;
  listedAt: number;
}) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, error, isPending, refetch } = useQuery(
    applicantQuery(userId, job.id, listed.nannyId),
  );
  // Her application and the list may tell her status differently: the one read last is right. Her
  // application read after the list (her first look marked her viewed) goes into the lists, and the
  // counts are read again (never moved here: see applicantChanged); a list read after it (she was hired
  // in another tab) has her application read again. Never the older over the newer, which would have
  // the two overwrite each other for as long as the page is open.
  useEffect(() => {
    if (!data || data.status === listed.status) return;
    if (listedAt > dataUpdatedAt)
      void queryClient.invalidateQueries({
        queryKey: applicantKey(userId, job.id, listed.nannyId),
        exact: true,
      });
    else applicantChanged(queryClient, userId, job.id, listed.status, data);
  }, [data, dataUpdatedAt, listed.status, listed.nannyId, listedAt, queryClient, userId, job.id]);

  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading the application…
      </p>
    );
  if (!data)
    return (
      <div role="alert">
        <p className="text-slate-800">{readFailureMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  const applicant = data;
  return (
    <div className="space-y-5">
      <div>
        <h4 className="font-semibold text-slate-900">Cover letter</h4>
        <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{applicant.coverLetter}</p>
      </div>
      {applicant.phone && (
        <p className="text-slate-800">
          <span className="font-semibold text-slate-900">Phone: </span>
          <a
            href={`tel:${applicant.phone.replace(/\s+/g, '')}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {applicant.phone}
          </a>
        </p>
      )}
      {applicant.cvFileName && <ViewCv userId={userId} jobId={job.id} applicant={applicant} />}
      {applicant.status === 'declined' && applicant.message && (
        <div>
          <h4 className="font-semibold text-slate-900">Your message when you declined</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{applicant.message}</p>
        </div>
      )}
      <Decisions userId={userId} job={job} applicant={applicant} />
      <HireReviewSection
        jobId={job.id}
        applicant={applicant}
        onChanged={() => {
          void queryClient.invalidateQueries({ queryKey: applicantKey(userId, job.id, applicant.nannyId) });
          void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, job.id) });
        }}
      />
      <div>
        <h4 className="font-semibold text-slate-900">Her profile</h4>
        {applicant.profile ? (
          <div className="mt-2">
            <CandidateProfileCard candidate={applicant.profile} asApplicant />
          </div>
        ) : (
          <p className="mt-1 text-slate-700">Her profile is not public at the moment.</p>
        )}
      </div>
    </div>
  );
}

/**
 * Her CV through a short-lived link (every opening is recorded). The link answers as an attachment, so
 * following it downloads the file and keeps this page; the link to download again lasts as long as it does.
 */
function ViewCv({ userId, jobId, applicant }: { userId: string; jobId: string; applicant: Applicant }) {
  const [link, setLink] = useState<{ url: string; fileName: string; expiresAt: string } | null>(null);
  const open = useMutation({
    mutationKey: ['applicant-cv', userId, jobId, applicant.nannyId],
    mutationFn: () => createApplicantCvLink(jobId, applicant.nannyId),
    onSuccess: (answer) => {
      setLink(answer);
      window.location.assign(answer.url);
    },
    onError: (e) => {
      logFailure('Opening the CV failed', e);
      notify.error('We could not open the CV', refusalText(e));
    },
  });
  useEffect(() => {
    if (!link) return;
    const timer = window.setTimeout(
      () => setLink(null),
      Math.max(0, Date.parse(link.expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [link]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        onClick={() => !open.isPending && open.mutate()}
        aria-busy={open.isPending || undefined}
        aria-disabled={open.isPending || undefined}
      >
        {open.isPending ? 'Opening CV…' : 'View CV'}
      </Button>
      <span className="text-sm text-slate-700 wrap-anywhere">{applicant.cvFileName}</span>
      {link && (
        <p role="status" className="w-full text-sm text-slate-800">
          Downloading {link.fileName}.{' '}
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Open it again
          </a>
        </p>
      )}
    </div>
  );
}

/** The decisions the rules allow from her status; a decline or a hire is confirmed first. */
function Decisions({ userId, job, applicant }: { userId: string; job: MyJobDetail; applicant: Applicant }) {
  const queryClient = useQueryClient();
  const actions = posterActions(applicant.status);
  const [confirming, setConfirming] = useState<DecisionAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const decide = useMutation({
    mutationFn: ({ status, message }: { status: PosterDecision; message?: string }) =>
      decideApplicant(job.id, applicant.nannyId, status, message),
    onSuccess: (saved) => {
      applicantChanged(queryClient, userId, job.id, applicant.status, saved, true);
      notify.success(HIRING_MESSAGES.statusSaved, undefined);
      setDialogOpen(false);
    },
    onError: (e) => {
      logFailure('Saving the decision failed', e);
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        // Someone else moved first (she withdrew, the job closed): the page reads where things stand.
        notify.error(e.message);
        void queryClient.invalidateQueries({ queryKey: applicantKey(userId, job.id, applicant.nannyId) });
        void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, job.id) });
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
        setDialogOpen(false);
        return;
      }
      notify.error('Your decision was not saved', refusalText(e));
    },
  });

  if (!actions.length) return null;
  const run = (action: DecisionAction) => {
    if (decide.isPending) return;
    if (action.status === 'declined' || action.status === 'hired') {
      setConfirming(action);
      setDialogOpen(true);
      return;
    }
    decide.mutate({ status: action.status });
  };

  return (
    <div>
      <h4 className="sr-only">Your decision</h4>
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={
              action.status === 'declined' ? 'outline' : action.status === 'hired' ? 'primary' : 'secondary'
            }
            onClick={() => run(action)}
            aria-busy={(decide.isPending && decide.variables?.status === action.status) || undefined}
            aria-disabled={decide.isPending || undefined}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {confirming && (
        <DecisionDialog
          key={confirming.status}
          action={confirming}
          applicantName={applicant.name}
          jobTitle={job.title}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          saving={decide.isPending}
          onConfirm={(message) =>
            decide.mutate({ status: confirming.status, ...(message !== undefined ? { message } : {}) })
          }
        />
      )}
    </div>
  );
}

/** Hiring is confirmed; declining also carries a kind message she is sent, which the poster may edit. */
function DecisionDialog({
  action,
  applicantName,
  jobTitle,
  open,
  onOpenChange,
  saving,
  onConfirm,
}: {
  action: DecisionAction;
  applicantName: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onConfirm: (message?: string) => void;
}) {
  const declining = action.status === 'declined';
  const [message, setMessage] = useState(() => defaultDeclineMessage(jobTitle));
  const tooLong = message.trim().length > 2000;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={declining ? `Decline ${applicantName}` : `Hire ${applicantName}`}
      description={
        declining
          ? 'She is sent this message by email. You cannot undo a decline.'
          : 'She is told by email that you have hired her. You cannot undo this.'
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (saving || (declining && tooLong)) return;
          onConfirm(declining ? message : undefined);
        }}
      >
        {declining && (
          <TextareaField
            label="Message to the applicant"
            rows={7}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={tooLong ? HIRING_MESSAGES.declineMessage : undefined}
            hint="A kind message is ready; change it as you like."
          />
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={declining ? 'destructive' : 'primary'}
            aria-busy={saving || undefined}
            aria-disabled={saving || undefined}
          >
            {saving ? 'Saving…' : declining ? 'Send and decline' : 'Hire'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
