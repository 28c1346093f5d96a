import { useId, type Ref } from 'react';
import { USER_TYPES, type UserType } from '@contract/auth.ts';
import { cn } from '@/components/ui/cn.ts';
import { FieldError } from '@/components/ui/Field.tsx';

const DESCRIPTIONS: Record<UserType, { label: string; description: string }> = {
  family: { label: 'Family', description: 'Find trusted childcare' },
  nanny: { label: 'Nanny', description: 'Find amazing families to work with' },
  agency: { label: 'Agency', description: 'Connect families with qualified nannies' },
};

interface Props {
  /** The chosen type; null until the visitor chooses (a link may choose for them). */
  value: UserType | null;
  onChange: (value: UserType) => void;
  error?: string | undefined;
  /** The radio to focus when the choice is missing: the chosen one, else the first. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Three radio cards: who is signing up. A native radio group, so arrow keys move between them. */
export function UserTypePicker({ value, onChange, error, inputRef }: Props) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">I am a…</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {USER_TYPES.map((type, i) => {
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer flex-col rounded-xl border-2 p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
                checked
                  ? 'border-brand-700 bg-brand-50'
                  : error
                    ? 'border-red-300 hover:border-red-400'
                    : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  ref={checked || (value === null && i === 0) ? inputRef : undefined}
                  type="radio"
                  name="userType"
                  value={type}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(type)}
                  className="size-4 accent-brand-700 focus-visible:outline-none"
                />
                <span className="font-semibold text-slate-900">{DESCRIPTIONS[type].label}</span>
              </span>
              <span className="mt-1 text-sm text-slate-700">{DESCRIPTIONS[type].description}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <FieldError id={errorId} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
