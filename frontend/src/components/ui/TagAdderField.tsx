import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { TagAdder } from '@/components/ui/TagAdder.tsx';
import { FieldError } from '@/components/ui/Field.tsx';

interface TagAdderFieldProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  addLabel?: string | undefined;
  error?: string | undefined;
  /** Lets a form focus the checklist (react-hook-form's field.ref): the first checkbox takes focus. */
  inputRef?: Ref<{ focus: () => void }>;
  /** How a value reads (a stored value's label). */
  optionLabel?: ((value: string) => string) | undefined;
}

/** The checklist-plus-add-your-own of the forms, with an error message under it that the list names. */
export function TagAdderField({
  label,
  options,
  value,
  onChange,
  addLabel,
  error,
  inputRef,
  optionLabel,
}: TagAdderFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  useImperativeHandle(
    inputRef,
    () => ({ focus: () => box.current?.querySelector<HTMLInputElement>('input')?.focus() }),
    [],
  );
  return (
    <div ref={box}>
      <TagAdder
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        addLabel={addLabel}
        describedBy={error ? errorId : undefined}
        optionLabel={optionLabel}
      />
      {error && (
        <FieldError id={errorId} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}
