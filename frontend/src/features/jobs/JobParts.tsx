import { District } from '@/components/ui/District.tsx';
import { useId, useState, type ReactNode } from 'react';
import { useNow } from '@/components/layout/useNow.ts';
import { postedAgo, requirementLabel } from '@contract/jobs-constants.ts';
import type { JobCard } from '@contract/jobs.ts';
import { READS_WAITING_TEXT } from '@contract/nudges-constants.ts';
import { cn } from '@/components/ui/cn.ts';
import { safeExternalUrl, websiteHost } from '@/features/agency/external.ts';
import { BuildingIcon } from '@/components/ui/icons/BuildingIcon.tsx';
import { CalendarIcon } from '@/components/ui/icons/CalendarIcon.tsx';
import { ClockIcon } from '@/components/ui/icons/ClockIcon.tsx';
import { MapPinIcon } from '@/components/ui/icons/MapPinIcon.tsx';
import { PoundIcon } from '@/components/ui/icons/PoundIcon.tsx';
import { UsersIcon } from '@/components/ui/icons/UsersIcon.tsx';
import { formatStartDate, jobPhotoAlt, scheduleLine } from '@/features/jobs/format.ts';

/** What the board's card and the job's page show alike. */
type Job = Omit<JobCard, 'publishedAt'> & { publishedAt: string | null };

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

const given = (value: string) => value.trim() !== '';

/**
 * A job's facts: place, pay (one line, gross, with its hours a week), days and hours, children's ages and start date. A fact the
 * poster left empty (children's ages are optional on an agency's job) is left out, heading and all.
 */
export function JobFacts({ job, className }: { job: Job; className?: string }) {
  const schedule = scheduleLine(job);
  return (
    <dl className={cn('grid gap-x-4 gap-y-3 text-sm @md:grid-cols-2', className)}>
      {given(job.location) && (
        <Fact icon={<MapPinIcon className="size-4" />} label="Location">
          <span>{job.location}</span>
          <District district={job.postcodeDistrict} />
        </Fact>
      )}
      {given(job.payLine) && (
        <Fact icon={<PoundIcon className="size-4" />} label="Pay">
          {job.payLine}
          {job.hoursLine && <span className="block text-slate-700">{job.hoursLine}</span>}
        </Fact>
      )}
      {given(job.daysHours) && (
        <Fact icon={<ClockIcon className="size-4" />} label="Days/hours">
          {job.daysHours}
        </Fact>
      )}
      {schedule && (
        <Fact icon={<CalendarIcon className="size-4" />} label="Usual week">
          {schedule}
        </Fact>
      )}
      {given(job.childrenAges) && (
        <Fact icon={<UsersIcon className="size-4" />} label="Children ages">
          {job.childrenAges}
        </Fact>
      )}
      {given(job.startDate) && (
        <Fact icon={<CalendarIcon className="size-4" />} label="Start date">
          <time dateTime={job.startDate}>{formatStartDate(job.startDate)}</time>
        </Fact>
      )}
    </dl>
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

/** The languages and requirements a job asks for, each only when it names some. */
export function JobTags({ job }: { job: Job }) {
  return (
    <>
      {job.languages.length > 0 && <TagList label="Languages" items={job.languages} />}
      {job.requirements.length > 0 && (
        <TagList label="Requirements" items={job.requirements.map(requirementLabel)} />
      )}
    </>
  );
}

/** An agency's job: its logo beside its name (nothing when the logo cannot load), and its website. */
function AgencyPoster({ job }: { job: Job }) {
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
        <bdi className="wrap-anywhere">{job.posterLabel}</bdi>
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

/** The line under a job's title: its type, who posted it, and how long ago (or that it is not out yet). */
/**
 * Tells nannies that this job's applications have waited over a week to be read, while they have (the
 * server says so until its poster opens one); nothing otherwise.
 */
export function ReadsWaitingNote({ job, className }: { job: Job; className?: string }) {
  if (!job.readsWaiting) return null;
  return (
    <p
      role="note"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 ring-1 ring-amber-700/30',
        className,
      )}
    >
      <ClockIcon className="size-4 shrink-0 text-amber-800" />
      {READS_WAITING_TEXT}
    </p>
  );
}

export function JobByline({ job }: { job: Job }) {
  const now = useNow();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-900 ring-1 ring-brand-700/30 wrap-anywhere">
        <span className="sr-only">Job type: </span>
        <bdi>{job.jobTypeLabel}</bdi>
      </span>
      {job.posterType === 'agency' ? (
        <AgencyPoster job={job} />
      ) : (
        <span className="inline-flex min-w-0 items-center gap-1 font-medium text-slate-800">
          <UsersIcon className="size-4 shrink-0 text-brand-700" />
          <span className="sr-only">Posted by </span>
          <bdi className="wrap-anywhere">{job.posterLabel}</bdi>
        </span>
      )}
      <span className="inline-flex items-center gap-1 text-slate-700">
        <ClockIcon className="size-4 shrink-0 text-brand-700" />
        {job.publishedAt ? (
          <>
            <span className="sr-only">Posted </span>
            <time dateTime={job.publishedAt}>{postedAgo(new Date(job.publishedAt), now)}</time>
          </>
        ) : (
          'Not published yet'
        )}
      </span>
    </div>
  );
}

/**
 * The photo the poster added to a job, at a fixed shape (its width and height are set, so the page does
 * not move when it arrives); nothing when there is none or it cannot load.
 */
export function JobPhoto({
  job,
  size,
  className,
}: {
  job: Job;
  /** A square thumbnail on a card, or a wide picture on the job's page. */
  size: 'thumbnail' | 'wide';
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!job.photoUrl || job.photoUrl === failed) return null;
  const [width, height] = size === 'thumbnail' ? [96, 96] : [960, 540];
  return (
    <img
      src={job.photoUrl}
      alt={jobPhotoAlt(job)}
      data-testid="job-photo"
      width={width}
      height={height}
      loading={size === 'thumbnail' ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(job.photoUrl)}
      className={cn(
        'shrink-0 rounded-xl border border-slate-200 bg-slate-100 object-cover',
        size === 'thumbnail' ? 'size-20 sm:size-24' : 'aspect-video h-auto w-full',
        className,
      )}
    />
  );
}
