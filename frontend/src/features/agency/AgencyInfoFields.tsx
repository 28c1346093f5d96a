import type { Ref } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import type { FileRef } from '@contract/uploads.ts';
import { FileField } from '@/components/ui/FileField.tsx';
import { InputField } from '@/components/ui/Field.tsx';

/**
 * The agency's name, website and logo, as the profile cards ask for them; the job form asks for the
 * website and logo only (a job carries the name its agency profile holds).
 */
interface AgencyInfoValues {
  agencyName: string;
  websiteUrl: string;
  logo: FileRef | null;
}

interface AgencyInfoFieldsProps {
  /** Whether the name is asked for (not in the job form); true unless said. */
  withName?: boolean;
  /** Under the name: what changing it does where the fields are shown. */
  nameHint?: string;
  /** Lets the page move focus to the name (when a job is sent before the profile exists). */
  nameRef?: Ref<HTMLInputElement> | undefined;
  /** The logo the agency has now, shown above the logo field while it is the one chosen. */
  currentLogo?: { url: string; alt: string } | null;
}

/**
 * The agency information fields, inside a react-hook-form FormProvider whose values hold `agencyName`
 * (unless `withName` is false), `websiteUrl` and `logo`.
 */
export function AgencyInfoFields({ withName = true, nameHint, nameRef, currentLogo }: AgencyInfoFieldsProps) {
  const { register, control } = useFormContext<AgencyInfoValues>();
  const { errors } = useFormState({ control, name: ['agencyName', 'websiteUrl', 'logo'] });
  return (
    <>
      {withName && <AgencyNameField hint={nameHint} nameRef={nameRef} error={errors.agencyName?.message} />}
      <InputField
        label="Website"
        type="text"
        inputMode="url"
        maxLength={200}
        autoComplete="url"
        spellCheck={false}
        hint="Optional. e.g. www.youragency.co.uk"
        error={errors.websiteUrl?.message}
        {...register('websiteUrl')}
      />
      {currentLogo && (
        <div className="flex items-center gap-3">
          <img
            src={currentLogo.url}
            alt={currentLogo.alt}
            width={64}
            height={64}
            className="size-16 rounded-lg border border-slate-200 bg-white object-contain p-1"
          />
          <span className="text-sm text-slate-700">Your current logo</span>
        </div>
      )}
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <FileField
            inputRef={field.ref}
            label="Logo"
            hint="Optional. JPG or PNG, up to 5MB. Shown beside your agency name on your job posts."
            purpose="agency-logo"
            value={field.value}
            onChange={field.onChange}
            error={errors.logo?.message}
          />
        )}
      />
    </>
  );
}

function AgencyNameField({
  hint,
  nameRef,
  error,
}: {
  hint: string | undefined;
  nameRef: Ref<HTMLInputElement> | undefined;
  error: string | undefined;
}) {
  const { register } = useFormContext<AgencyInfoValues>();
  const { ref: registerNameRef, ...nameField } = register('agencyName');
  return (
    <InputField
      label="Agency name"
      required
      maxLength={100}
      autoComplete="organization"
      hint={hint}
      error={error}
      ref={(el) => {
        registerNameRef(el);
        if (typeof nameRef === 'function') nameRef(el);
        else if (nameRef) nameRef.current = el;
      }}
      {...nameField}
    />
  );
}
