import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/ui/Field.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { cn } from '@/components/ui/cn.ts';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A native select with the same label, hint and error wiring as the other fields. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, required, children, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select ref={ref} {...control} className={cn(CONTROL_CLASS, className)} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
});
