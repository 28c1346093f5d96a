import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMAIL_SETTING_TEXTS, HIRING_MESSAGES, type EmailSetting } from '@contract/hiring-constants.ts';
import type { EmailSettings } from '@contract/hiring.ts';
import { readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { notify } from '@/components/ui/toast.ts';
import { saveEmailSettings } from '@/features/account/api.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { withSetting } from '@/features/account/emailSettings.ts';
import { emailSettingsKey, emailSettingsQuery } from '@/features/account/queries.ts';
import { logFailure } from '@/api/errors.ts';

/** What no setting turns off: what the law or the account's safety needs the user to receive. */
const ALWAYS_SENT =
  'Receipts, verification codes, password reset emails and moderators’ decisions about your content are always sent.';

interface EmailSettingsSectionProps {
  userId: string;
  /** The settings that apply to this account, in order. */
  shown: EmailSetting[];
}

/**
 * The emails a user may turn off, one switch each, saved as soon as it is flipped. The server takes the
 * whole set, so the settings not shown here are sent as they were.
 */
export function EmailSettingsSection({ userId, shown }: EmailSettingsSectionProps) {
  const queryClient = useQueryClient();
  const settings = useQuery(emailSettingsQuery(userId));
  const [saving, setSaving] = useState<EmailSetting | null>(null);

  const change = async (name: EmailSetting, on: boolean) => {
    const current = settings.data;
    // One save at a time (the switches stay enabled, so the focus never drops off the one in use).
    if (!current || saving) return;
    const key = emailSettingsKey(userId);
    const wanted = withSetting(current, name, on);
    setSaving(name);
    // The switch moves at once; it moves back should the server refuse.
    queryClient.setQueryData<EmailSettings>(key, wanted);
    try {
      queryClient.setQueryData<EmailSettings>(key, await saveEmailSettings(wanted));
      notify.success(HIRING_MESSAGES.settingsSaved);
    } catch (e) {
      logFailure('Saving the email settings failed', e);
      queryClient.setQueryData<EmailSettings>(key, current);
      notify.error('We could not save your email settings.', readFailureMessage(e));
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (shown.length === 0) {
    body = <p className="text-slate-800">There are no emails to choose for your account. {ALWAYS_SENT}</p>;
  } else if (settings.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        Loading your email settings…
      </p>
    );
  } else if (!settings.data) {
    body = (
      <div role="alert">
        <p className="text-slate-800">
          We could not load your email settings. {readFailureMessage(settings.error)}
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void settings.refetch()}
          disabled={settings.isRefetching}
        >
          {settings.isRefetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  } else {
    const data = settings.data;
    body = (
      <div className="space-y-5">
        {shown.map((name) => (
          <SwitchField
            key={name}
            label={EMAIL_SETTING_TEXTS[name].label}
            description={EMAIL_SETTING_TEXTS[name].description}
            checked={data[name]}
            onCheckedChange={(on) => void change(name, on)}
          />
        ))}
      </div>
    );
  }

  return (
    <AccountSection title="Emails" intro={`Choose the emails we send you. ${ALWAYS_SENT}`}>
      {body}
    </AccountSection>
  );
}
