import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';

interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off switch (role="switch"), reachable and operable by keyboard. */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </RadixSwitch.Root>
    </div>
  );
}
