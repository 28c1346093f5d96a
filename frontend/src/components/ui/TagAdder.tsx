import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';

interface TagAdderProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Lets the user add entries of their own (trimmed, non-empty, no duplicates). */
  addLabel?: string | undefined;
  /** The id of what describes the whole list (its error), read out on entering it. */
  describedBy?: string | undefined;
  /** How a value reads (a stored value's label); values that read the same are the same entry. */
  optionLabel?: ((value: string) => string) | undefined;
}

const asWritten = (value: string) => value;

/** A checklist with an optional add-your-own box; Enter or the Add button adds. */
export function TagAdder({
  label,
  options,
  value,
  onChange,
  addLabel,
  describedBy,
  optionLabel = asWritten,
}: TagAdderProps) {
  const same = (a: string, b: string) =>
    optionLabel(a).trim().toLowerCase() === optionLabel(b).trim().toLowerCase();
  const id = useId();
  const [draft, setDraft] = useState('');
  const all = [...options, ...value.filter((v) => !options.some((o) => same(o, v)))];
  const toggle = (item: string) =>
    onChange(value.some((v) => same(v, item)) ? value.filter((v) => !same(v, item)) : [...value, item]);
  const add = () => {
    const item = draft.trim();
    if (!item || all.some((v) => same(v, item))) return;
    onChange([...value, item]);
    setDraft('');
  };
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {all.map((item) => {
          const checked = value.some((v) => same(v, item));
          return (
            <label
              key={item}
              className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600 ${
                checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700 focus-visible:outline-none"
                checked={checked}
                onChange={() => toggle(item)}
              />
              {optionLabel(item)}
            </label>
          );
        })}
      </div>
      {addLabel && (
        <div className="mt-3 flex gap-2">
          <label htmlFor={id} className="sr-only">
            {addLabel}
          </label>
          <input
            id={id}
            value={draft}
            maxLength={40}
            placeholder={addLabel}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className={CONTROL_CLASS}
          />
          <Button variant="outline" onClick={add} disabled={!draft.trim()}>
            Add
          </Button>
        </div>
      )}
    </fieldset>
  );
}
