import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { hasTags } from '@contract/text.ts';
import { cn } from '@/components/ui/cn.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';

/** The asterisk after a required field's label; the control itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

/** A field's error message, under the control that names it in aria-describedby. */
export function FieldError({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={cn('text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  );
}

/** What ties a control to its label, hint and error: spread onto the input, textarea or select. */
interface ControlA11yProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  /** The text typed holds tags, which saving removes: say so before it happens. */
  tagged?: boolean;
  children: (control: ControlA11yProps) => ReactNode;
}

/** Said under a field whose text holds tags: every field is plain text, and saving removes them. */
export const TAGS_REMOVED_NOTICE = 'Tags such as <b> are removed when you save: this field is plain text.';

/** A label, a control, an optional hint and an error message tied to the control for screen readers. */
export function FieldFrame({ id, label, error, hint, required, tagged, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = tagged && !error ? `${id}-tags` : undefined;
  const control: ControlA11yProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, noticeId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${id}-tags`} aria-live="polite" className="text-sm text-amber-900 empty:hidden">
        {noticeId ? TAGS_REMOVED_NOTICE : ''}
      </p>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** Whether the text typed into a field holds tags, for its notice. */
function useTagged<E extends HTMLInputElement | HTMLTextAreaElement>(
  onChange?: (event: ChangeEvent<E>) => void,
) {
  const [tagged, setTagged] = useState(false);
  const handle = (event: ChangeEvent<E>) => {
    setTagged(hasTags(event.target.value));
    onChange?.(event);
  };
  return [tagged, handle] as const;
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, error, hint, id, className, required, onChange, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [tagged, handleChange] = useTagged(onChange);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} tagged={tagged}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={cn(CONTROL_CLASS, className)}
          {...props}
          onChange={handleChange}
        />
      )}
    </FieldFrame>
  );
});

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, id, className, required, onChange, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [tagged, handleChange] = useTagged(onChange);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} tagged={tagged}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={cn(CONTROL_CLASS, className)}
          {...props}
          onChange={handleChange}
        />
      )}
    </FieldFrame>
  );
});
