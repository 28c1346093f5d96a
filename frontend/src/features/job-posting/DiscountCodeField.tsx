import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { FieldError } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';

interface DiscountCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onApply: () => void;
  applying: boolean;
  /** Set when the code in the box is the one applied. */
  applied: boolean;
  error?: string | undefined;
  /** Lets a form focus the field (react-hook-form's field.ref). */
  inputRef?: Ref<{ focus: () => void }>;
}

/**
 * The discount code box, upper-cased as typed, with its Apply button ('...' while checking). Enter
 * applies the code rather than submitting the form.
 */
export function DiscountCodeField({
  value,
  onChange,
  onBlur,
  onApply,
  applying,
  applied,
  error,
  inputRef,
}: DiscountCodeFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => ({ focus: () => input.current?.focus() }), []);
  const blank = value.trim() === '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name="discountCode"
          value={value}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, applied ? statusId : '', error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (!applying) onApply();
            }
          }}
          className={cn(CONTROL_CLASS, 'tracking-wider uppercase')}
        />
        <Button
          variant="accent"
          // Not `disabled` while checking, so keyboard focus stays on the button; repeat presses are ignored.
          disabled={blank}
          aria-disabled={applying || undefined}
          aria-busy={applying || undefined}
          onClick={() => !applying && onApply()}
          className={cn('shrink-0', applying && 'cursor-wait opacity-60')}
        >
          {applying ? (
            <>
              <span aria-hidden="true">...</span>
              <span className="sr-only">Applying</span>
            </>
          ) : (
            'Apply'
          )}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        Optional. Have a promo code? Apply it to take £10 off this job post.
      </p>
      {applied && !error && (
        <p id={statusId} className="text-sm font-medium text-brand-800">
          <span aria-hidden="true">✓ </span>Code applied
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
