import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COMMUNITY_MESSAGES, unsubscribeLinkQuery } from '@contract/community.ts';
import { ApiError } from '@/api/client.ts';
import { unsubscribeByLink } from '@/features/community/api.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

type State = 'ready' | 'busy' | 'done' | 'invalid';

const INVALID_TITLE = 'This unsubscribe link is not valid';

/**
 * The newsletter email's unsubscribe link: shows the address and waits for the Unsubscribe button.
 * Nothing happens on page load, since mail scanners open the links of every email they check.
 */
export default function NewsletterUnsubscribe() {
  const [params] = useSearchParams();
  const link = unsubscribeLinkQuery.safeParse({
    email: params.get('email') ?? '',
    sig: params.get('sig') ?? '',
  });
  const [state, setState] = useState<State>(link.success ? 'ready' : 'invalid');
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(state === 'done' ? 'Unsubscribed' : 'Unsubscribe');

  // The outcome replaces the form: its heading takes focus so it is heard.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state]);

  const unsubscribe = async () => {
    if (!link.success || state === 'busy') return;
    setState('busy');
    try {
      await unsubscribeByLink(link.data);
      moved.current = true;
      setState('done');
      notify.success(COMMUNITY_MESSAGES.unsubscribed);
    } catch (error) {
      logFailure('Unsubscribing with the link failed', error);
      if (error instanceof ApiError && error.status === 400) {
        moved.current = true;
        setState('invalid');
        return;
      }
      setState('ready');
      notify.error('Error', COMMUNITY_MESSAGES.unsubscribeFailed);
    }
  };

  const email = link.success ? link.data.email : '';

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <Card>
        {state === 'invalid' ? (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {INVALID_TITLE}
            </h1>
            <p className="mt-3 text-slate-700">
              The link may be incomplete or changed. Please use the unsubscribe link in one of our newsletter
              emails, or unsubscribe with your email address on the home page.
            </p>
            <ButtonLink to="/" className="mt-6">
              Back to Home
            </ButtonLink>
          </>
        ) : state === 'done' ? (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {COMMUNITY_MESSAGES.unsubscribed}
            </h1>
            <p className="mt-3 text-slate-700 wrap-anywhere">
              <strong className="font-semibold text-slate-900">{email}</strong> will no longer receive our
              newsletter.
            </p>
            <ButtonLink to="/" className="mt-6">
              Back to Home
            </ButtonLink>
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              Unsubscribe from our newsletter
            </h1>
            <p className="mt-3 text-slate-700 wrap-anywhere">
              Stop sending our newsletter to{' '}
              <strong className="font-semibold text-slate-900" data-testid="unsubscribe-email">
                {email}
              </strong>
              ?
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => void unsubscribe()}
                aria-disabled={state === 'busy' || undefined}
                aria-busy={state === 'busy' || undefined}
              >
                {state === 'busy' ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
              <Link
                to="/"
                className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                Keep me subscribed
              </Link>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
