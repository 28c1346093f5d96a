import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { postedAgo } from '@contract/jobs-constants.ts';
import type { JobCard } from '@contract/jobs.ts';
import { Button } from '@/components/ui/Button.tsx';
import { safeExternalUrl, websiteHost } from '../agency/format.ts';
import {
  BuildingIcon,
  CalendarIcon,
  ClockIcon,
  HeartIcon,
  MapPinIcon,
  PoundIcon,
  UsersIcon,
} from '../ui/icons.tsx';
import { formatStartDate, previewDescription, salaryDetail } from './format.ts';
import { useApplyGate } from './useApplyGate.ts';
import { useJobSave } from './useJobSave.ts';
import { lazyDialog, useLazyDialog } from '../ui/lazyDialog.ts';
import { ReportFlag } from '../reports/ReportFlag.tsx';

// The Apply dialog (its form and schemas) loads when it is about to open, not with the job board.
const applyDialog = lazyDialog(async () => (await import('./ApplyDialog.tsx')).ApplyDialog);
const ApplyDialog = applyDialog.Component;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 font-medium text-slate-600">
        <span className="shrink-0 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-5.5 text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

function TagList({ label, items }: { label: string; items: string[] }) {
  const id = useId();
  return (
    <div className="mt-4">
      <p id={id} className="text-sm font-medium text-slate-600">
        {label}
      </p>
      <ul aria-labelledby={id} className="mt-1.5 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 wrap-anywhere"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An agency's job: its logo beside its name (nothing when the logo cannot load), and its website. */
function AgencyPoster({ job }: { job: JobCard }) {
  // The link that failed, so a fresh link (they are short-lived) is tried again.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logoUrl = job.posterLogoUrl && job.posterLogoUrl !== failedLogo ? job.posterLogoUrl : null;
  const website = job.posterWebsite ? safeExternalUrl(job.posterWebsite) : null;
  return (
    <>
      <span className="inline-flex min-w-0 items-center gap-2 font-medium text-slate-800">
        <span className="sr-only">Posted by </span>
        {logoUrl ? (
          <img
            src={logoUrl}
            alt=""
            data-testid="poster-logo"
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
            onError={() => setFailedLogo(logoUrl)}
            className="size-8 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
          />
        ) : (
          <BuildingIcon className="size-4 shrink-0 text-brand-700" />
        )}
        <span className="wrap-anywhere">{job.posterLabel}</span>
      </span>
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-h-6 min-w-0 items-center rounded font-medium text-brand-800 underline underline-offset-2 wrap-anywhere hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          <span className="sr-only">{`${job.posterLabel} website: `}</span>
          {websiteHost(website)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}

/** One job on the board: what a nanny needs to decide, with Save/Saved, Apply Now and a report icon. */
export function JobPostingCard({ job }: { job: JobCard }) {
  const headingId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const apply = useLazyDialog();
  const applyButton = useRef<HTMLButtonElement>(null);
  const { saved, toggle, pending } = useJobSave(job.id);
  const { requestApply, checking } = useApplyGate();
  const description = useMemo(() => previewDescription(job.description), [job.description]);
  const salaryNote = salaryDetail(job.salaryText, job.salaryDisplay);
  const posted = postedAgo(new Date(job.publishedAt), new Date());

  return (
    <article
      aria-labelledby={headingId}
      className="@container flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <h2 id={headingId} className="min-w-0 flex-1 text-xl font-semibold text-slate-900 wrap-anywhere">
          {job.title}
        </h2>
        <ReportFlag
          label="Report this job"
          contentType="job_posting"
          contentId={job.id}
          contentLabel={job.title}
          className="-mt-2 -mr-2"
        />
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-900 ring-1 ring-brand-700/30 wrap-anywhere">
          <span className="sr-only">Job type: </span>
          {job.jobTypeLabel}
        </span>
        {job.posterType === 'agency' ? (
          <AgencyPoster job={job} />
        ) : (
          <span className="inline-flex min-w-0 items-center gap-1 font-medium text-slate-800">
            <UsersIcon className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">Posted by </span>
            <span className="wrap-anywhere">{job.posterLabel}</span>
          </span>
        )}
        <span className="inline-flex items-center gap-1 text-slate-700">
          <ClockIcon className="size-4 shrink-0 text-brand-700" />
          <span className="sr-only">Posted </span>
          <time dateTime={job.publishedAt}>{posted}</time>
        </span>
      </div>

      <div className="mt-4">
        <p id={descriptionId} className="whitespace-pre-line text-slate-700 wrap-anywhere">
          {expanded || !description.truncated ? description.full : description.preview}
        </p>
        {description.truncated && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 rounded py-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>

      <dl className="mt-4 grid gap-x-4 gap-y-3 text-sm @md:grid-cols-2">
        <Fact icon={<MapPinIcon className="size-4" />} label="Location">
          {job.location}
        </Fact>
        <Fact icon={<PoundIcon className="size-4" />} label="Salary">
          {job.salaryDisplay}
          {salaryNote && <span className="block text-slate-600">{salaryNote}</span>}
        </Fact>
        <Fact icon={<ClockIcon className="size-4" />} label="Days/hours">
          {job.daysHours}
        </Fact>
        <Fact icon={<UsersIcon className="size-4" />} label="Children ages">
          {job.childrenAges}
        </Fact>
        <Fact icon={<CalendarIcon className="size-4" />} label="Start date">
          <time dateTime={job.startDate}>{formatStartDate(job.startDate)}</time>
        </Fact>
      </dl>

      {job.languages.length > 0 && <TagList label="Languages" items={job.languages} />}
      {job.requirements.length > 0 && <TagList label="Requirements" items={job.requirements} />}

      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <Button
          variant={saved ? 'secondary' : 'outline'}
          className={saved ? 'flex-1 border border-brand-700' : 'flex-1'}
          aria-pressed={saved}
          aria-describedby={headingId}
          aria-busy={pending || undefined}
          onClick={toggle}
        >
          <HeartIcon className="size-4" fill={saved ? 'currentColor' : 'none'} />
          {saved ? 'Saved' : 'Save'}
        </Button>
        <Button
          ref={applyButton}
          className="flex-1"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          aria-busy={checking || undefined}
          {...applyDialog.triggerProps}
          onClick={() => {
            applyDialog.preload();
            void requestApply(apply.show);
          }}
        >
          Apply Now
        </Button>
      </div>

      {apply.mounted && (
        <ApplyDialog
          jobId={job.id}
          jobTitle={job.title}
          open={apply.open}
          onOpenChange={apply.setOpen}
          returnFocusTo={applyButton}
        />
      )}
    </article>
  );
}
