import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/features/community/email.ts';
import { MailIcon } from '@/components/ui/icons/MailIcon.tsx';
import { isRefusal, logFailure, refusalMessage } from '@/api/errors.ts';

/** 'already-subscribed' when the address is already on the list (an info toast, and the form resets). */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export interface NewsletterCardProps {
  /** Subscribes the (trimmed) address. Rejecting shows the 'Subscription Failed' toast. */
  onSubscribe: (email: string) => Promise<SubscribeOutcome>;
  /** Unsubscribes the (trimmed) address. Rejecting shows the unsubscribe error toast. */
  onUnsubscribe: (email: string) => Promise<void>;
  /** Level of the card's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

type Busy = 'idle' | 'subscribing' | 'unsubscribing';

/**
 * The newsletter card: a form (subscribe or unsubscribe an address) and, after a successful subscribe,
 * the 'You're Subscribed! ✅' confirmation. The card owns validation, busy states and toasts; the caller
 * only supplies the two calls.
 */
export function NewsletterCard({ onSubscribe, onUnsubscribe, headingLevel = 3 }: NewsletterCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<Busy>('idle');
  const [subscribedEmail, setSubscribedEmail] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  // Where focus should go after the card switches view (the old control disappears).
  const focusAfterSwitch = useRef<'form' | 'confirmation' | null>(null);

  useEffect(() => {
    if (focusAfterSwitch.current === 'confirmation') confirmationRef.current?.focus();
    if (focusAfterSwitch.current === 'form') inputRef.current?.focus();
    focusAfterSwitch.current = null;
  }, [subscribedEmail]);

  const running = busy !== 'idle';

  function validated(): string | null {
    const value = email.trim();
    if (!isValidEmail(value)) {
      setError(INVALID_EMAIL_MESSAGE);
      inputRef.current?.focus();
      return null;
    }
    setError(undefined);
    return value;
  }

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    const value = validated();
    if (!value) return;
    setBusy('subscribing');
    try {
      const outcome = await onSubscribe(value);
      setEmail('');
      if (outcome === 'already-subscribed') {
        inputRef.current?.focus();
        notify.info(
          'Already Subscribed! ✅',
          "You're already on our newsletter list. Thanks for your interest!",
        );
      } else {
        notify.success('Welcome to Our Newsletter! 🎉');
        focusAfterSwitch.current = 'confirmation';
        setSubscribedEmail(value);
      }
    } catch (err) {
      logFailure('Newsletter subscription failed', err);
      // The disabled button lost focus; put the user back in the field to try again.
      inputRef.current?.focus();
      notify.error(
        'Subscription Failed',
        // A refusal says why (too many tries, with how long to wait); anything else is our failure.
        isRefusal(err)
          ? refusalMessage(err)
          : 'There was an error subscribing to our newsletter. Please try again.',
      );
    } finally {
      setBusy('idle');
    }
  }

  async function unsubscribe(address: string | null) {
    if (running) return;
    const value = address ?? validated();
    if (!value) return;
    setBusy('unsubscribing');
    try {
      await onUnsubscribe(value);
      notify.success('Unsubscribed successfully! ✅');
      setEmail('');
      if (subscribedEmail) {
        focusAfterSwitch.current = 'form';
        setSubscribedEmail(null);
      } else {
        inputRef.current?.focus();
      }
    } catch (err) {
      logFailure('Newsletter unsubscribe failed', err);
      inputRef.current?.focus();
      notify.error(
        'Error',
        isRefusal(err) ? refusalMessage(err) : 'Failed to unsubscribe. Please try again.',
      );
    } finally {
      setBusy('idle');
    }
  }

  function subscribeDifferentEmail() {
    setEmail('');
    setError(undefined);
    focusAfterSwitch.current = 'form';
    setSubscribedEmail(null);
  }

  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="group">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <MailIcon />
        </span>
        {subscribedEmail ? (
          <div className="min-w-0">
            <Heading
              id={headingId}
              ref={confirmationRef}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900"
            >
              You're Subscribed! ✅
            </Heading>
            <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
              <span className="sr-only">Subscribed address: </span>
              <strong className="font-semibold text-slate-900">{subscribedEmail}</strong>
            </p>
          </div>
        ) : (
          <div className="min-w-0">
            <Heading id={headingId} className="text-xl font-semibold text-slate-900">
              Join Our Newsletter
            </Heading>
            <p className="mt-1 text-slate-700">
              Platform updates, safety tips and news about new features, straight to your inbox.
            </p>
          </div>
        )}
      </div>

      {subscribedEmail ? (
        <div className="mt-5 flex flex-1 flex-col">
          <p className="rounded-lg bg-brand-50 p-4 text-slate-800">
            Check your email for our welcome message with platform updates!
          </p>
          <div className="mt-auto flex flex-col gap-3 pt-5 sm:flex-row">
            <Button variant="outline" onClick={subscribeDifferentEmail} disabled={running}>
              Subscribe Different Email
            </Button>
            <Button variant="ghost" onClick={() => void unsubscribe(subscribedEmail)} disabled={running}>
              {busy === 'unsubscribing' ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void subscribe(event)} className="mt-5 flex flex-1 flex-col">
          <InputField
            ref={inputRef}
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <div className="mt-auto flex flex-col gap-3 pt-5 sm:flex-row">
            <Button type="submit" disabled={running} aria-busy={busy === 'subscribing' || undefined}>
              {busy === 'subscribing' ? 'Subscribing...' : 'Subscribe'}
            </Button>
            <Button
              variant="outline"
              disabled={running}
              aria-busy={busy === 'unsubscribing' || undefined}
              onClick={() => void unsubscribe(null)}
            >
              {busy === 'unsubscribing' ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </div>
          <p className="mt-3 text-sm text-slate-600">You can unsubscribe at any time.</p>
        </form>
      )}
    </Card>
  );
}
