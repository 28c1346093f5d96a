import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isTotpCode, TOTP_ISSUER, TWO_FACTOR_MESSAGES } from '@contract/two-factor.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { TwoFactorSecret } from '@/features/account/TwoFactorSecret.tsx';
import {
  fetchMfaPreference,
  setUpTotp,
  twoFactorRequired,
  updateMfaPreference,
  verifyTotpSetup,
} from '@/features/auth/api.ts';
import { describe } from '@/features/auth/errors.ts';

const twoFactorQuery = (userId: string) => ({
  queryKey: ['two-factor', userId],
  queryFn: async () => {
    const [preference, required] = await Promise.all([fetchMfaPreference(), twoFactorRequired()]);
    return { enabled: preference.enabled?.includes('TOTP') ?? false, required };
  },
});

/**
 * Two-factor authentication with an authenticator app (TOTP): set it up (the app's setup key, then one
 * of its codes to prove it works), or turn it off. Admin accounts must keep it on: without it their
 * tokens carry no admin rights (lambdas/triggers/pre-token-generation.ts).
 */
export function TwoFactorSection({ userId, email }: { userId: string; email: string }) {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery(userId));
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const mustKeep = Boolean(user?.isAdmin || status.data?.required);

  const work = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    void work(async () => {
      try {
        const details = await setUpTotp();
        setSetup({ secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).toString() });
        setCode('');
        setError(undefined);
      } catch (e) {
        notify.error('Setup Failed', describe(e).message || 'Please try again.');
      }
    });

  const verify = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!isTotpCode(typed)) {
      setError(TWO_FACTOR_MESSAGES.codeRequired);
      codeField.current?.focus();
      return;
    }
    void work(async () => {
      try {
        await verifyTotpSetup(typed);
        await updateMfaPreference({ totp: 'PREFERRED' });
      } catch (e) {
        const { name, message } = describe(e);
        if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
          setError(TWO_FACTOR_MESSAGES.wrongCode);
          setCode('');
          codeField.current?.focus();
        } else notify.error('Setup Failed', message || 'Please try again.');
        return;
      }
      setSetup(null);
      setCode('');
      notify.success(
        TWO_FACTOR_MESSAGES.enabled,
        'You will be asked for a code from the app when you sign in.',
      );
      // New tokens: an admin's carry the admin group again now that the app is on.
      await refresh().catch(() => null);
      await queryClient.invalidateQueries({ queryKey: ['two-factor', userId] });
    });
  };

  const turnOff = () =>
    void work(async () => {
      try {
        await updateMfaPreference({ totp: 'DISABLED' });
        notify.success(TWO_FACTOR_MESSAGES.disabled);
        await queryClient.invalidateQueries({ queryKey: ['two-factor', userId] });
      } catch (e) {
        notify.error('Could Not Turn It Off', describe(e).message || 'Please try again.');
      }
    });

  return (
    <AccountSection
      title="Authenticator app"
      intro="A code from an app on your phone, asked for at every sign-in, keeps your account safe even if your password is not."
    >
      {status.isPending ? (
        <p role="status" className="text-slate-700">
          Checking your two-factor settings…
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-red-700">
          Your two-factor settings could not be read. Please reload the page.
        </p>
      ) : status.data.enabled ? (
        <div className="space-y-4">
          <p role="status" className="font-medium text-slate-900">
            {TWO_FACTOR_MESSAGES.enabled}.
          </p>
          {mustKeep ? (
            <p className="text-slate-700">{TWO_FACTOR_MESSAGES.adminCannotDisable}</p>
          ) : (
            <Button variant="outline" onClick={turnOff} disabled={busy}>
              {busy ? 'Turning off...' : 'Turn off two-factor authentication'}
            </Button>
          )}
        </div>
      ) : setup ? (
        <form onSubmit={verify} className="space-y-4" noValidate>
          <TwoFactorSecret secret={setup.secret} uri={setup.uri} />
          <InputField
            ref={codeField}
            label={TWO_FACTOR_MESSAGES.codeLabel}
            hint={TWO_FACTOR_MESSAGES.codeHint}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking...' : 'Verify and turn on'}
            </Button>
            <Button variant="ghost" onClick={() => setSetup(null)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <p role="status" className="text-slate-800">
            {status.data.required ? TWO_FACTOR_MESSAGES.setupRequired : `${TWO_FACTOR_MESSAGES.disabled}.`}
          </p>
          <Button onClick={start} disabled={busy}>
            {busy ? 'Starting...' : 'Set up an authenticator app'}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
