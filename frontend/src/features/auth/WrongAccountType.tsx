import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UserType } from '@contract/auth.ts';
import { ACCOUNT_TYPE_MESSAGES, ACCOUNT_TYPE_NAMES, type AccountTypeStatus } from '@contract/me.ts';
import { ApiError } from '@/api/client.ts';
import { changeAccountType, readAccountType } from '@/features/auth/accountTypeApi.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

/** What each page that serves one type says to another type. */
const REFUSAL: Record<UserType, string> = {
  nanny: 'Nanny profiles are for nanny accounts',
  family: 'Job posting on this page is for family accounts',
  agency: 'Job posting on this page is for agency accounts',
};

/** Where an account of each type does what this page does for another. */
const OWN_PAGE: Record<UserType | 'none', { to: string; label: string }> = {
  family: { to: '/post-job-family', label: 'Post a job as a family' },
  agency: { to: '/post-job-agency', label: 'Post a job as an agency' },
  nanny: { to: '/create-profile', label: 'Go to your nanny profile' },
  none: { to: '/jobs', label: 'Browse jobs' },
};

type Check = { state: 'checking' } | { state: 'failed' } | { state: 'known'; status: AccountTypeStatus };

/**
 * The refusal a page shows a signed-in account of another type than the one it serves (`wanted`). A
 * user who picked the wrong type at sign-up can switch here for as long as the account has created
 * nothing (the server decides, GET/PUT /me/account-type); once it has, they are told why the type stays
 * and what to do instead. After a switch the session is refreshed, so the page lets them in at once.
 * It reads the API itself, without the data cache, so any page can show it.
 */
export function WrongAccountType({ wanted }: { wanted: UserType }) {
  const { user, refresh } = useAuth();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [switching, setSwitching] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const current = user?.userType ?? null;
  const userId = user?.id;

  // Asked afresh each time the notice shows: what the account has created may have changed elsewhere.
  const load = useCallback(async (signal?: AbortSignal) => {
    setCheck({ state: 'checking' });
    try {
      const status = await readAccountType(signal);
      if (!signal?.aborted) setCheck({ state: 'known', status });
    } catch (e) {
      if (signal?.aborted) return;
      logFailure('Checking the account type failed', e);
      setCheck({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [userId, load]);

  if (!user) return null;
  const own = OWN_PAGE[current ?? 'none'];

  const onSwitch = async () => {
    if (switching) return;
    setSwitching(true);
    setRefusal(null);
    try {
      await changeAccountType(wanted);
      // The new type reaches the page through a fresh token; until then the page would still refuse.
      const next = await refresh();
      if (next?.userType === wanted) {
        notify.success(ACCOUNT_TYPE_MESSAGES.changed, `You now have ${ACCOUNT_TYPE_NAMES[wanted]}.`);
        // This notice goes; the page's own heading takes the focus once it shows.
        focusPageHeadingWhenShown();
      } else {
        notify.info(
          ACCOUNT_TYPE_MESSAGES.changed,
          'Please sign out and sign in again to continue with your new account type.',
        );
      }
    } catch (e) {
      logFailure('Changing the account type failed', e);
      if (e instanceof ApiError && (e.status === 409 || e.status === 403 || e.status === 429)) {
        setRefusal(e.message);
        heading.current?.focus();
      } else {
        notify.error(
          'Could not change your account type',
          e instanceof ApiError && e.status > 0 && e.status < 500
            ? e.message
            : 'Please try again in a moment.',
        );
      }
    } finally {
      setSwitching(false);
    }
  };

  const data = check.state === 'known' ? check.status : undefined;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="wrong-account-type">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {REFUSAL[wanted]}
      </h2>
      <p className="mt-2 text-slate-800">
        {current
          ? `You are signed in with ${ACCOUNT_TYPE_NAMES[current]}.`
          : 'You are signed in with an account that has no account type.'}
      </p>

      {refusal ? (
        <p role="alert" className="mt-4 text-slate-800">
          {refusal}
        </p>
      ) : check.state === 'checking' ? (
        <p role="status" className="mt-4 text-slate-700">
          Checking whether you can change your account type…
        </p>
      ) : check.state === 'failed' ? (
        <div role="alert" className="mt-4">
          <p className="text-slate-800">We couldn’t check whether you can change your account type.</p>
          <Button variant="outline" className="mt-3" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : !data?.canChange ? (
        <p className="mt-4 text-slate-800">
          {current && data?.holdings.length
            ? ACCOUNT_TYPE_MESSAGES.locked(data.holdings, current)
            : ACCOUNT_TYPE_MESSAGES.noType}
        </p>
      ) : (
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <p className="text-slate-900">
            Chose the wrong account type when you signed up? You haven’t created anything yet, so you can
            switch to {ACCOUNT_TYPE_NAMES[wanted]} now. Your email and password stay the same.
          </p>
          <Button
            className="mt-3"
            onClick={() => void onSwitch()}
            aria-disabled={switching || undefined}
            aria-busy={switching || undefined}
          >
            {switching ? 'Switching…' : `Switch to ${ACCOUNT_TYPE_NAMES[wanted]}`}
          </Button>
        </div>
      )}

      <div className="mt-6">
        <ButtonLink to={own.to} variant="outline">
          {own.label}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * Moves focus to the page's h1 once the page has become what the new type may use: this notice gone and
 * the page's heading shown (a page may first load what it needs). As after any in-page action that
 * changes what the page is; given up after a few seconds.
 */
function focusPageHeadingWhenShown() {
  const tryFocus = () => {
    if (document.querySelector('[data-testid="wrong-account-type"]')) return false;
    const h1 = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!h1) return false;
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    h1.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), 5_000);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
