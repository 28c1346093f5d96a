import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_RIGHTS_MESSAGES, type AccountNewsletter } from '@contract/data-rights.ts';
import { readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { saveNewsletter } from '@/features/data-rights/api.ts';
import { newsletterKey, newsletterQuery } from '@/features/data-rights/queries.ts';
import { logFailure } from '@/api/errors.ts';

/** The newsletter for the account's own address, on or off, saved as soon as the switch moves. */
export function NewsletterSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const newsletter = useQuery(newsletterQuery(userId));
  const [saving, setSaving] = useState(false);

  const change = async (subscribed: boolean) => {
    const current = newsletter.data;
    if (!current || saving) return;
    const key = newsletterKey(userId);
    setSaving(true);
    // The switch moves at once; it moves back should the server refuse.
    queryClient.setQueryData<AccountNewsletter>(key, { subscribed });
    try {
      queryClient.setQueryData<AccountNewsletter>(key, await saveNewsletter(subscribed));
      notify.success(DATA_RIGHTS_MESSAGES.newsletterSaved);
    } catch (e) {
      logFailure('Saving the newsletter preference failed', e);
      queryClient.setQueryData<AccountNewsletter>(key, current);
      notify.error('We could not save your newsletter preference.', readFailureMessage(e));
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (newsletter.isPending)
    body = (
      <p role="status" className="text-slate-700">
        Loading your newsletter preference…
      </p>
    );
  else if (!newsletter.data)
    body = (
      <div role="alert">
        <p className="text-slate-800">
          We could not load your newsletter preference. {readFailureMessage(newsletter.error)}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void newsletter.refetch()}
          disabled={newsletter.isRefetching}
        >
          {newsletter.isRefetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  else
    body = (
      <SwitchField
        label="Newsletter"
        description="Childcare tips and news from us, about once a month, to your account's email address."
        checked={newsletter.data.subscribed}
        onCheckedChange={(on) => void change(on)}
      />
    );

  return <AccountSection title="Newsletter">{body}</AccountSection>;
}
