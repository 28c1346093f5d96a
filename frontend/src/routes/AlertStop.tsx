import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ALERT_MESSAGES, ALERTS_PAGE_PATH } from '@contract/alerts-constants.ts';
import { ApiError } from '@/api/client.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { stopAlert } from '@/features/alerts/api.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Stop job alert';

type Outcome = { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** The link's token; a fragment damaged in transit (a stray `%`) is sent as it is, and refused. */
function tokenOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A job alert email's one-click stop link (/alerts/stop#<token>): the token is read from the fragment
 * (which never reaches a server's logs), sent back once, and the outcome shown.
 */
export default function AlertStop() {
  usePageTitle(TITLE);
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'sending' });
  // Sent once per token, however often the page renders (React's development mode runs effects twice).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    stopAlert(token)
      .then((result) => setOutcome({ kind: 'done', message: result.message }))
      .catch((e: unknown) => {
        logFailure('Stopping the alert failed', e);
        setOutcome({
          kind: 'refused',
          message:
            e instanceof ApiError && e.status > 0 && e.status < 500
              ? e.message
              : 'We could not reach our server. Please try the link again in a moment.',
        });
      });
  }, [token]);

  const manage = (
    <ButtonLink to={ALERTS_PAGE_PATH} className="mt-6">
      Manage job alerts
    </ButtonLink>
  );
  let body;
  if (!token)
    body = (
      <div role="alert">
        <p className="text-slate-800">{ALERT_MESSAGES.linkInvalid}</p>
        {manage}
      </div>
    );
  else if (outcome.kind === 'sending')
    body = (
      <p role="status" className="text-slate-700">
        Stopping your alert…
      </p>
    );
  else
    body = (
      <div role={outcome.kind === 'done' ? 'status' : 'alert'}>
        <p className="text-lg text-slate-900">{outcome.message}</p>
        {outcome.kind === 'done' && (
          <p className="mt-2 text-slate-700">
            You will get no more emails for it. Your other alerts are unchanged.
          </p>
        )}
        {manage}
      </div>
    );
  return (
    <PageShell title={TITLE} back={false} width="narrow">
      <Card>{body}</Card>
    </PageShell>
  );
}
