import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HIRING_MESSAGES, myJobPath } from '@contract/hiring-constants.ts';
import type { StillHiringResult } from '@contract/hiring.ts';
import { ApiError } from '@/api/client.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { confirmStillHiring } from '@/features/my-jobs/api.ts';
import { formatDay } from '@/features/my-jobs/format.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Still hiring';

type Outcome =
  | { kind: 'sending' }
  | { kind: 'done'; result: StillHiringResult }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * The reminder email's one-click "Still hiring" link (/still-hiring?job=&until=&sig=): the page sends
 * the signed link back once and says how long the job now stays on the board, or why it could not.
 */
export default function StillHiring() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const until = params.get('until') ?? '';
  const signature = params.get('sig') ?? '';
  const complete = Boolean(jobId && until && signature);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'sending' });
  // Sent once per link, however often the page renders (React's development mode runs effects twice).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!complete) return;
    const link = `${jobId}|${until}|${signature}`;
    if (sent.current === link) return;
    sent.current = link;
    setOutcome({ kind: 'sending' });
    confirmStillHiring(jobId, until, signature)
      .then((result) => setOutcome({ kind: 'done', result }))
      .catch((e: unknown) => {
        logFailure('Confirming the job failed', e);
        if (e instanceof ApiError && e.status === 400)
          setOutcome({ kind: 'refused', message: HIRING_MESSAGES.linkInvalid });
        else if (e instanceof ApiError && e.status > 0 && e.status < 500)
          setOutcome({ kind: 'refused', message: e.message });
        else setOutcome({ kind: 'failed' });
      });
  }, [complete, jobId, until, signature]);

  const jobLink = jobId ? (
    <ButtonLink to={myJobPath(jobId)} className="mt-6">
      Manage this job
    </ButtonLink>
  ) : (
    <ButtonLink to="/my-jobs" className="mt-6">
      Go to my jobs
    </ButtonLink>
  );

  let body;
  if (!complete)
    body = (
      <div role="alert">
        <p className="text-slate-800">{HIRING_MESSAGES.linkInvalid}</p>
        <ButtonLink to="/my-jobs" className="mt-6">
          Go to my jobs
        </ButtonLink>
      </div>
    );
  else if (outcome.kind === 'sending')
    body = (
      <p role="status" className="text-slate-700">
        Keeping your job on the board…
      </p>
    );
  else if (outcome.kind === 'done')
    body = (
      <div role="status">
        <p className="text-lg text-slate-900">
          Your job “<bdi>{outcome.result.title}</bdi>” stays on the board until{' '}
          <time dateTime={outcome.result.liveUntil}>{formatDay(outcome.result.liveUntil)}</time>.
        </p>
        {!outcome.result.extended && <p className="mt-2 text-slate-700">{HIRING_MESSAGES.linkUsed}</p>}
        {jobLink}
      </div>
    );
  else
    body = (
      <div role="alert">
        <p className="text-slate-800">
          {outcome.kind === 'refused'
            ? outcome.message
            : 'We could not reach our server. Please try the link again in a moment.'}
        </p>
        {jobLink}
      </div>
    );

  return (
    <PageShell title={TITLE} back={false} width="narrow">
      <Card>{body}</Card>
    </PageShell>
  );
}
