import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  INTERVIEWS_PATH,
  MEETING_KIND_LABELS,
  MEETING_MODE_LABELS,
  MEETING_STATUS_LABELS,
  meetingTimeLabel,
} from '@contract/interviews-constants.ts';
import type { InterviewView } from '@contract/interviews.ts';
import { pairQuery } from '@/features/interviews/queries.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** Where a meeting stands, in words: its agreed time, or the times waiting for an answer. */
function whenText(meeting: InterviewView): string {
  if (meeting.status === 'confirmed' && meeting.startAt)
    return `${meetingTimeLabel(meeting.startAt)} (UK time)`;
  const n = meeting.times.length;
  const proposed = `${n} ${n === 1 ? 'time' : 'times'} proposed`;
  return meeting.can.pick
    ? `${proposed} — choose one at Interviews`
    : `${proposed} — waiting for ${meeting.otherParty} to choose`;
}

/**
 * In a conversation about a job between its poster and a nanny who applied or was invited: their
 * interview and trial not over yet, or a link to propose one. The server answers only the two of them
 * (anyone else, or a pair that cannot meet, gets a 404, and this shows nothing).
 */
export function ThreadInterviews({
  userId,
  jobId,
  nannyId,
}: {
  userId: string;
  jobId: string;
  nannyId: string;
}) {
  const headingId = useId();
  // Read afresh each time the thread opens: the meeting may have moved at Interviews meanwhile.
  const query = useQuery({ ...pairQuery(userId, jobId, nannyId), staleTime: 0 });
  if (!query.data) return null;
  const pair = query.data;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Interviews with <bdi>{pair.otherParty}</bdi>
      </h2>
      {pair.open.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {pair.open.map((meeting) => (
            <li key={meeting.id} className="text-slate-800 wrap-anywhere">
              <span className="font-semibold">
                {MEETING_KIND_LABELS[meeting.kind]}: {MEETING_STATUS_LABELS[meeting.status]}
              </span>{' '}
              ({MEETING_MODE_LABELS[meeting.mode]}) · {whenText(meeting)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">No interview is arranged yet.</p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-6">
        {pair.open.length > 0 ? (
          <Link to={INTERVIEWS_PATH} className={LINK}>
            See it at Interviews
          </Link>
        ) : (
          <Link
            to={`/interviews/new/${encodeURIComponent(jobId)}/${encodeURIComponent(nannyId)}`}
            className={LINK}
          >
            Propose an interview
          </Link>
        )}
      </p>
    </section>
  );
}
