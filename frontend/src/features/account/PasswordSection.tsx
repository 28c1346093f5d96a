import { useRef, useState, type FormEvent } from 'react';
import { passwordProblems, PASSWORD_POLICY, PASSWORD_RULE_TEXT } from '@contract/auth.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { changePassword } from '@/features/account/accountAuth.ts';
import { ACCOUNT_MESSAGES, passwordChangeMessage } from '@/features/account/accountErrors.ts';
import { PasswordChecklist } from '@/features/auth/PasswordChecklist.tsx';
import { logFailure } from '@/api/errors.ts';

type Field = 'current' | 'next' | 'confirm';

/** A new password, with the current one to prove it is the account's owner, under the pool's rule. */
export function PasswordSection() {
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    inputs[field].current?.focus();
  };

  const problem = (): [Field, string] | null => {
    if (!values.current) return ['current', 'Please enter your current password.'];
    if (values.next.length < PASSWORD_POLICY.minLength)
      return ['next', `Password must be ${PASSWORD_RULE_TEXT}.`];
    const problems = passwordProblems(values.next);
    if (problems.length) return ['next', `${problems.join('. ')}.`];
    if (values.next !== values.confirm) return ['confirm', 'Passwords do not match.'];
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = problem();
    if (found) return fail(...found);
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      setErrors({});
      notify.success(ACCOUNT_MESSAGES.passwordChanged, 'Use your new password the next time you sign in.');
    } catch (e) {
      logFailure('Changing the password failed', e);
      const message = passwordChangeMessage(e);
      fail(message === ACCOUNT_MESSAGES.wrongPassword ? 'current' : 'next', message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    ref: inputs[name],
    type: 'password',
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((was) => ({ ...was, [name]: event.target.value }));
      setErrors((was) => ({ ...was, [name]: undefined }));
    },
  });

  return (
    <AccountSection title="Password">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <InputField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          {...field('current')}
        />
        <InputField label="New password" name="newPassword" autoComplete="new-password" {...field('next')} />
        <PasswordChecklist password={values.next} />
        <InputField
          label="Confirm new password"
          name="confirmNewPassword"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
    </AccountSection>
  );
}
