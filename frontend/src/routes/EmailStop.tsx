import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EMAIL_STOP_MESSAGES, EMAIL_STOP_TEXTS, readEmailStopToken } from '@contract/email-stop-constants.ts';
import { ApiError } from '@/api/client.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { stopEmails } from '@/features/email-stop/api.ts';
import { logFailure } from '@/api/errors.ts';

type State =
  | { kind: 'ready'; problem: string | null }
  | { kind: 'busy' }
  | { kind: 'done'; already: boolean }
  | { kind: 'invalid'; message: string };

/** The link's token; a fragment damaged in transit (a stray `%`) is read as it is, and refused. */
function tokenOf(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const headingClass = 'text-2xl font-bold text-slate-900 focus:outline-none';
const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * Where a notification email's one-click address leads a person who opens it (/email/stop#<token>; the
 * API's GET sends her here): says what the link stops and waits for the button, since mail scanners
 * open every link of the emails they check. The button sends the same stop a mailbox provider's
 * one-click does.
 */
export default function EmailStop() {
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const read = token ? readEmailStopToken(token) : null;
  const [state, setState] = useState<State>(
    read ? { kind: 'ready', problem: null } : { kind: 'invalid', message: EMAIL_STOP_MESSAGES.linkInvalid },
  );
  const texts = read ? EMAIL_STOP_TEXTS[read.stop.kind] : null;
  usePageTitle(state.kind === 'done' ? 'Emails stopped' : 'Stop emails');

  // The outcome replaces the question: its heading takes focus so it is heard.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state.kind]);

  const stop = async () => {
    if (!read || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const answer = await stopEmails(token);
      moved.current = true;
      setState({ kind: 'done', already: answer.status === 'already-stopped' });
    } catch (error) {
      logFailure('Stopping the emails failed', error);
      if (error instanceof ApiError && error.status === 400) {
        moved.current = true;
        setState({ kind: 'invalid', message: error.message || EMAIL_STOP_MESSAGES.linkInvalid });
        return;
      }
      setState({
        kind: 'ready',
        problem:
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? error.message
            : 'We could not reach our server. Please try again in a moment.',
      });
    }
  };

  let body;
  if (state.kind === 'invalid' || !read || !texts)
    body = (
      <>
        <h1 ref={heading} tabIndex={-1} className={headingClass}>
          This link is not valid
        </h1>
        <p className="mt-3 text-slate-700">
          {state.kind === 'invalid' ? state.message : EMAIL_STOP_MESSAGES.linkInvalid}
        </p>
        <ButtonLink to="/account" className="mt-6">
          Your email settings
        </ButtonLink>
      </>
    );
  else if (state.kind === 'done')
    body = (
      <>
        <h1 ref={heading} tabIndex={-1} className={headingClass}>
          {state.already ? EMAIL_STOP_MESSAGES.alreadyStopped : 'Emails stopped'}
        </h1>
        <p className="mt-3 text-slate-700" role="status">
          {texts.done}
        </p>
        <ButtonLink to={texts.manage.path} className="mt-6">
          {texts.manage.label}
        </ButtonLink>
      </>
    );
  else {
    const busy = state.kind === 'busy';
    body = (
      <>
        <h1 ref={heading} tabIndex={-1} className={headingClass}>
          {texts.question}
        </h1>
        <p className="mt-3 text-slate-700">{texts.explanation}</p>
        {read.stop.kind === 'newsletter' && (
          <p className="mt-2 wrap-anywhere">
            <strong className="font-semibold text-slate-900" data-testid="email-stop-address">
              {read.stop.email}
            </strong>
          </p>
        )}
        {state.kind === 'ready' && state.problem && (
          <p role="alert" className="mt-4 text-red-800">
            {state.problem}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void stop()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? 'Stopping…' : texts.action}
          </Button>
          <Link to={texts.manage.path} className={linkClass}>
            {read.stop.kind === 'newsletter' ? 'Keep me subscribed' : 'Keep these emails'}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <Card>{body}</Card>
    </div>
  );
}
