import type { ReactNode } from 'react';
import type { OfferDraft } from '@/features/offers/offerDraft.ts';

/** What a text control needs from the form: its id, value, error and change handler. */
export interface TextControl {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** What a section of the offer form is given: the values, their errors, and how to change them. */
export interface DraftFields {
  draft: OfferDraft;
  errors: Record<string, string>;
  /** The id of a named control, unique to this form. */
  id: (name: string) => string;
  set: <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => void;
  /** A text control's props, to spread onto an InputField or a TextareaField. */
  text: (key: keyof OfferDraft) => TextControl;
}

/** A part of the offer form, as a fieldset with its title as the legend. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A checkbox with its label. */
export function Check({
  id,
  label,
  checked,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The id of its error, when it has one. */
  errorId?: string | undefined;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-slate-900">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A radio button with its label. */
export function Radio({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-slate-900">
      <input
        id={id}
        type="radio"
        name={name}
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
