import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { requirementLabel } from '@contract/jobs-constants.ts';
import { formatReportDate, REPORT_MESSAGES } from '@contract/reports-constants.ts';
import type { ReportedContent, ReportGroupView } from '@contract/reports.ts';
import { ApiError } from '@/api/client.ts';
import { reportedContentQuery } from '@/features/reports/queries.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import {
  contentTypeLabel,
  dbsStateDetail,
  dbsStateLabel,
  formatDay,
  reportCountLabel,
  visibilityLabel,
} from '@/features/reports/format.ts';
import { Row } from '@/components/ui/Row.tsx';

interface ContentDialogProps {
  group: Pick<ReportGroupView, 'contentType' | 'contentId' | 'contentLabel'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const orNone = (text: string | null | undefined) =>
  text?.trim() ? text : <span className="text-slate-600">None given</span>;
const list = (items: readonly string[]) => (items.length ? items.join(', ') : orNone(''));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatReportDate(iso)}</time> : '—');
const rate = (min: number | null, max: number | null) =>
  min === null && max === null
    ? orNone('')
    : min !== null && max !== null && min !== max
      ? `£${min}–£${max} an hour gross`
      : `£${min ?? max} an hour gross`;

const SIDE_KINDS: Record<string, string> = {
  family: 'family',
  agency: 'agency',
  nanny: 'nanny',
  visitor: 'visitor, not signed in',
};

type MessageContent = NonNullable<ReportedContent['message']>;

/**
 * A reported message as it was said: who the two sides are, the job they wrote about, and the messages
 * around it in order, the reported one marked, hidden ones marked (their text shown to the moderator).
 */
function MessageContext({ message }: { message: MessageContent }) {
  const side = (name: 'a' | 'b') =>
    `${message.sides[name].label} (${SIDE_KINDS[message.sides[name].kind] ?? message.sides[name].kind})`;
  return (
    <>
      <Row label="Started by">{side('a')}</Row>
      <Row label="Written to">{side('b')}</Row>
      <Row label="About the job" wide>
        {message.jobTitle ?? <span className="text-slate-600">No job</span>}
      </Row>
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-sm font-medium text-slate-600">The conversation around it</dt>
        <dd className="mt-2">
          <ol role="list" className="space-y-2" data-testid="message-context">
            {message.context.map((m) => (
              <li
                key={m.id}
                data-testid={m.reported ? 'reported-message' : 'context-message'}
                aria-current={m.reported ? 'true' : undefined}
                className={cn(
                  'rounded-lg border p-3',
                  m.reported ? 'border-red-700 bg-red-50 ring-1 ring-red-700' : 'border-slate-200',
                  m.side === 'b' && 'sm:ml-8',
                  m.side === 'a' && 'sm:mr-8',
                )}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{m.senderLabel}</span>
                  <time dateTime={m.sentAt}>{formatReportDate(m.sentAt)}</time>
                  {m.reported && <span className="font-semibold text-red-800">Reported message</span>}
                  {m.hidden && <span className="font-semibold text-slate-900">Hidden by a moderator</span>}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-900 wrap-anywhere">{m.text}</p>
              </li>
            ))}
          </ol>
        </dd>
      </div>
    </>
  );
}

/** The item's own fields, as stored. */
function ContentFields({ content }: { content: ReportedContent }) {
  const { job, nanny, application, message, review } = content;
  if (message) return <MessageContext message={message} />;
  if (review)
    return (
      <>
        <Row label="Written by">{review.authorLabel}</Row>
        <Row label="About">
          {review.nannyFirstName ?? 'A nanny whose profile no longer exists'} ({review.nannyId})
        </Row>
        <Row label="Job" wide>
          {review.jobTitle}
        </Row>
        <Row label="Rating">{`${review.rating} out of 5 stars`}</Row>
        <Row label="Written on">{date(review.writtenAt)}</Row>
        {review.editedAt && <Row label="Last changed">{date(review.editedAt)}</Row>}
        <Row label="Review" wide>
          {orNone(review.text)}
        </Row>
        <Row label="The nanny's reply" wide>
          {orNone(review.reply?.text)}
        </Row>
      </>
    );
  if (job)
    return (
      <>
        <Row label="Title" wide>
          {job.title}
        </Row>
        <Row label="Posted by">
          {job.posterType === 'agency' ? `${job.posterLabel} (agency)` : job.posterLabel}
        </Row>
        <Row label="Location">{job.location}</Row>
        <Row label="Job type">{job.jobType}</Row>
        <Row label="Start date">{formatDay(job.startDate)}</Row>
        <Row label="Days and hours">{job.daysHours}</Row>
        <Row label="Pay">{job.pay}</Row>
        {job.childrenAges.trim() && <Row label="Children's ages">{job.childrenAges}</Row>}
        <Row label="Languages">{list(job.languages)}</Row>
        <Row label="Requirements">{list(job.requirements.map(requirementLabel))}</Row>
        <Row label="Description" wide>
          {orNone(job.description)}
        </Row>
        <Row label="Additional comments" wide>
          {orNone(job.additionalComments)}
        </Row>
        <Row label="Photo">{job.hasPhoto ? 'Uploaded' : 'None'}</Row>
        <Row label="Posted on">{date(job.createdAt)}</Row>
        <Row label="Published on">{job.publishedAt ? date(job.publishedAt) : 'Not published'}</Row>
      </>
    );
  if (nanny)
    return (
      <>
        <Row label="First name">{nanny.firstName}</Row>
        <Row label="Location">{nanny.location}</Row>
        <Row label="Years of experience">{nanny.yearsExperience}</Row>
        <Row label="Hourly rate">{rate(nanny.hourlyRateMin, nanny.hourlyRateMax)}</Row>
        <Row label="Bio" wide>
          {orNone(nanny.bio)}
        </Row>
        <Row label="Skills">{list(nanny.skills)}</Row>
        <Row label="Languages">{list(nanny.languages)}</Row>
        <Row label="Driving licence">{yesNo(nanny.drivingLicense)}</Row>
        <Row label="Willing to travel">{yesNo(nanny.willingToTravel)}</Row>
        <Row label="Looking for work">{yesNo(nanny.activelyLooking)}</Row>
        <Row label="DBS check">
          {dbsStateLabel(nanny.dbs)}. {dbsStateDetail(nanny.dbs)}.
        </Row>
        <Row label="Additional comments" wide>
          {orNone(nanny.additionalComments)}
        </Row>
        <Row label="Files">
          {[
            nanny.hasPhoto ? 'photo' : null,
            nanny.hasCv ? 'CV' : null,
            nanny.references ? `${nanny.references} reference${nanny.references === 1 ? '' : 's'}` : null,
          ]
            .filter(Boolean)
            .join(', ') || 'None'}
        </Row>
        <Row label="Profile created">{date(nanny.createdAt)}</Row>
        <Row label="Last edited">{date(nanny.updatedAt)}</Row>
      </>
    );
  if (application)
    return (
      <>
        <Row label="Job applied to" wide>
          {application.jobTitle ?? 'A job that no longer exists'}
        </Row>
        <Row label="Applicant">{application.applicantFirstName}</Row>
        <Row label="Applied on">{date(application.createdAt)}</Row>
        <Row label="Cover letter" wide>
          {orNone(application.coverLetter)}
        </Row>
        <Row label="CV">{application.hasCv ? 'Attached' : 'None'}</Row>
      </>
    );
  return null;
}

const OWNER_LABEL: Record<string, string> = {
  job_posting: "Poster's first name",
  nanny_profile: "Nanny's first name",
  application: "Applicant's first name",
  message: "Sender's name",
  review: "Author's first name or agency",
};

/**
 * View content: the reported item itself, read from the admin-only content route when the dialog opens
 * (so it is as stored now), with where it stands for the public and its owner's first name. Content the
 * public no longer sees shows all the same; content that no longer exists says so.
 */
export function ContentDialog({ group, open, onOpenChange, onCloseAutoFocus }: ContentDialogProps) {
  const typeLabel = contentTypeLabel(group.contentType);
  const query = useQuery({ ...reportedContentQuery(group.contentType, group.contentId), enabled: open });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="py-6 text-center text-slate-700">
        {REPORT_MESSAGES.contentLoading}
      </p>
    );
  } else if (query.isError) {
    const unknown = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">{REPORT_MESSAGES.contentLoadFailedTitle}</p>
        <p className="mt-1 text-red-900">
          {unknown ? REPORT_MESSAGES.unknownContent : REPORT_MESSAGES.contentLoadFailed}
        </p>
        {!unknown && (
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        )}
      </div>
    );
  } else {
    const content = query.data;
    const gone = content.visibility === 'removed';
    body = (
      <div data-testid="reported-content">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Row label="Visibility" wide>
            <span className={cn('font-semibold', gone && 'text-red-800')}>
              {visibilityLabel(content.visibility, content.contentType)}
            </span>
          </Row>
          {!gone && (
            <Row label={OWNER_LABEL[content.contentType] ?? 'Owner'}>
              {content.ownerFirstName ?? <span className="text-slate-600">Not known</span>}
            </Row>
          )}
          <Row label="Reports">{reportCountLabel(content.counts.total)}</Row>
          {gone ? (
            <Row label="Content" wide>
              {REPORT_MESSAGES.contentGone}
            </Row>
          ) : (
            <ContentFields content={content} />
          )}
        </dl>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reported ${typeLabel.toLowerCase()}`}
      description={group.contentLabel ?? `This ${typeLabel.toLowerCase()} is no longer available.`}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <div aria-busy={query.isFetching || undefined}>{body}</div>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
