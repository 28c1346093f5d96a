import { useId } from 'react';
import { COMPLAINT_CATEGORY_LABELS, formatComplaintDay } from '@contract/complaints-constants.ts';
import type { AdminComplaint } from '@contract/complaints.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { ageLabel, statusLabel, urgencyLabel } from '@/features/complaints/format.ts';
import { Row } from '@/components/ui/Row.tsx';

function complainantText(complaint: AdminComplaint): string {
  const { complainant } = complaint;
  if (complainant.deleted) return 'Deleted their account';
  const who = [complainant.name, complainant.email].filter(Boolean).join(', ');
  return `${who || 'Not known'} (${complainant.account ? 'signed in' : 'visitor'})`;
}

/** One complaint in the admin queue: who complained, about what, how urgent, and the answers so far. */
export function ComplaintCard({
  complaint,
  me,
  onRespond,
}: {
  complaint: AdminComplaint;
  me: string | undefined;
  onRespond: () => void;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="complaint"
      data-urgency={complaint.urgency ?? undefined}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        complaint.urgency === 'overdue'
          ? 'border-red-700 ring-1 ring-red-700'
          : complaint.urgency === 'due-soon'
            ? 'border-amber-600 ring-1 ring-amber-600'
            : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere">
          <span className="font-mono tracking-wider">{complaint.reference}</span>:{' '}
          {COMPLAINT_CATEGORY_LABELS[complaint.category]}
        </h2>
        <span
          data-testid="complaint-status"
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
        >
          {statusLabel(complaint.status)}
        </span>
      </div>
      {complaint.urgency && (
        <p
          data-testid="complaint-urgency"
          className={cn(
            'mt-3 rounded-lg px-3 py-2 text-sm font-semibold',
            complaint.urgency === 'overdue'
              ? 'bg-red-50 text-red-800 ring-1 ring-red-300'
              : 'bg-amber-50 text-amber-950 ring-1 ring-amber-300',
          )}
        >
          {urgencyLabel(complaint.urgency, complaint.respondBy)}
        </p>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label="Received">
          <time dateTime={complaint.createdAt}>{formatComplaintDay(complaint.createdAt)}</time>{' '}
          <span data-testid="complaint-age" className="text-slate-700">
            ({ageLabel(complaint.ageDays)})
          </span>
        </Row>
        <Row label="We aim to respond by">
          <time dateTime={complaint.respondBy}>{formatComplaintDay(complaint.respondBy)}</time>
        </Row>
        <Row label="Complainant" wide>
          {complainantText(complaint)}
        </Row>
        <Row label="The complaint" wide>
          {complaint.details || 'Removed with the complainant’s account.'}
        </Row>
        <Row label={complaint.status === 'resolved' ? 'Outcome' : 'Our responses'} wide>
          {complaint.responses.length === 0 ? (
            'None yet.'
          ) : (
            <ol className="space-y-3">
              {complaint.responses.map((response, index) => (
                <li key={`${response.at}-${index}`} data-testid="complaint-response">
                  <p className="text-sm text-slate-600">
                    <time dateTime={response.at}>{formatComplaintDay(response.at)}</time>
                    {response.byUserId === me ? ' (by you)' : ''}
                  </p>
                  <p>{response.text || 'Removed with the complainant’s account.'}</p>
                </li>
              ))}
            </ol>
          )}
        </Row>
      </dl>
      {complaint.status !== 'resolved' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button aria-haspopup="dialog" aria-describedby={headingId} onClick={onRespond}>
            Respond
          </Button>
        </div>
      )}
    </article>
  );
}
