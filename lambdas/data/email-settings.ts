/**
 * Which of the product's optional emails an account receives. Every email is on until its owner turns
 * it off; the outbox deliverer asks here as it sends, so a change applies to emails not yet sent.
 *
 * Keys: pk USER#<userId>, sk EMAIL_SETTINGS -> { newApplication, applicationCopy, applicationUpdates, jobReminders }.
 */
import { EMAIL_SETTINGS, type EmailSetting } from '../contract/hiring-constants.ts';
import { ddb } from '../platform/clients.ts';
import { accountRecordKey } from './account-index.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact } from './table/transact.ts';
import { getItem, putItem } from './table/commands.ts';

export type EmailSettings = Record<EmailSetting, boolean>;

export const emailSettingsKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'EMAIL_SETTINGS' });

export function emailSettingsFromItem(item: StoredItem | undefined): EmailSettings {
  return Object.fromEntries(EMAIL_SETTINGS.map((name) => [name, item?.[name] !== false])) as EmailSettings;
}

export const entity = {
  name: 'EmailSettings',
  keys: { pk: 'USER#', sk: 'EMAIL_SETTINGS' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: { shape: (item) => ({ ...emailSettingsFromItem(item) }) },
  find: (s) => [{ key: emailSettingsKey(s.accountId) }],
  erase: { delete: "the account's own settings" },
} satisfies EntityDeclaration;

export async function getEmailSettings(userId: string): Promise<EmailSettings> {
  const out = await ddb().send(getItem({ Key: emailSettingsKey(userId) }));
  return emailSettingsFromItem(out.Item);
}

/** Whether an account receives one kind of email (an account with no settings receives them all). */
export async function wantsEmail(userId: string | null, setting: EmailSetting): Promise<boolean> {
  if (!userId) return true;
  return (await getEmailSettings(userId))[setting];
}

export async function putEmailSettings(
  userId: string,
  settings: EmailSettings,
  now = new Date(),
): Promise<void> {
  await ddb().send(
    putItem({
      Item: { ...emailSettingsKey(userId), entity: entity.name, ...settings, updatedAt: now.toISOString() },
    }),
  );
}

/**
 * Turns one email off for an account (its email's one-click stop, services/email-stop.ts), leaving the
 * others as they are: 'stopped' when this turned it off, 'already-off' when it was off. Written only
 * while the account's record says it exists and is not being deleted (checked in the same write), so
 * a stop that comes after a deletion leaves nothing behind: 'no-account', and nothing is written.
 */
export async function turnEmailOff(
  userId: string,
  setting: EmailSetting,
  now = new Date(),
): Promise<'stopped' | 'already-off' | 'no-account'> {
  const outcome = await transact({
    account: {
      ConditionCheck: {
        Key: accountRecordKey(userId),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingAt)',
      },
    },
    setting: {
      Update: {
        Key: emailSettingsKey(userId),
        UpdateExpression: 'SET #setting = :off, entity = :entity, updatedAt = :now',
        ConditionExpression: 'attribute_not_exists(#setting) OR #setting <> :off',
        ExpressionAttributeNames: { '#setting': setting },
        ExpressionAttributeValues: { ':off': false, ':entity': entity.name, ':now': now.toISOString() },
      },
    },
  });
  if (outcome.done) return 'stopped';
  return outcome.failed === 'account' ? 'no-account' : 'already-off';
}
