import type { InputHTMLAttributes } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { InputField } from '@/components/ui/Field.tsx';
import { PasswordChecklist } from '@/features/auth/PasswordChecklist.tsx';
import { POLICY_HINT, type AuthValues } from '@/features/auth/authForm.ts';

type TextFieldName = Exclude<keyof AuthValues, 'userType'>;

interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  field: TextFieldName;
  label: string;
  /** The control's own name, for the browser's autofill (the form's field names are not shown to it). */
  name: string;
  hint?: string;
}

/** One of the sign-in page's text fields: its value, its error, and the error cleared as the visitor types. */
export function AuthInput({ field, ...props }: AuthInputProps) {
  const { control, clearErrors } = useFormContext<AuthValues>();
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange, ref }, fieldState }) => (
        <InputField
          {...props}
          ref={ref}
          value={value}
          error={fieldState.error?.message}
          onChange={(e) => {
            onChange(e.target.value);
            if (fieldState.error) clearErrors(field);
          }}
        />
      )}
    />
  );
}

export const EmailField = () => (
  <AuthInput field="email" label="Email" type="email" name="email" autoComplete="email" />
);

/** The new-password and confirmation fields, shared by sign-up and password reset. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
}: {
  passwordLabel: string;
  confirmLabel: string;
}) {
  const password = useWatch<AuthValues, 'password'>({ name: 'password' });
  return (
    <>
      <AuthInput
        field="password"
        label={passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={POLICY_HINT}
      />
      <PasswordChecklist password={password} />
      <AuthInput
        field="confirmPassword"
        label={confirmLabel}
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
      />
    </>
  );
}
