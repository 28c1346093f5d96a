/**
 * How a text input or a select looks. Its border is all that shows where it is, so the border keeps at
 * least 3:1 against white (slate-500 is 4.8:1; WCAG 1.4.11), and turns red while the control is invalid.
 */
export const CONTROL_CLASS =
  'block min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 aria-[invalid=true]:border-red-700';
