import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { signOutEverywhere } from '@/features/account/accountAuth.ts';
import { accountChangeMessage, ACCOUNT_MESSAGES } from '@/features/account/accountErrors.ts';
import { logFailure } from '@/api/errors.ts';

/** Ends every session of the account: for a lost phone, or a computer shared once. */
export function SignOutEverywhereSection() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      notify.success(ACCOUNT_MESSAGES.signedOutEverywhere, 'Sign in again to continue.');
      navigate('/auth', { replace: true });
    } catch (e) {
      logFailure('Signing out everywhere failed', e);
      notify.error('Sign Out Failed', accountChangeMessage(e));
      setBusy(false);
    }
  };

  return (
    <AccountSection
      title="Sign out on every device"
      intro="Signed in on a phone you have lost, or a computer you shared? This ends every session of your account, including this one."
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        Sign out on every device
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Sign out on every device?"
        description="You will need your password to sign in again, here and on your other devices."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </div>
      </Dialog>
    </AccountSection>
  );
}
