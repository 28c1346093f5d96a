import { useId } from 'react';
import { PASSWORD_RULES } from '@contract/auth.ts';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';

/**
 * The pool's password rules under a new-password field, each ticked as the typed password meets it. A
 * screen reader hears, politely, how many rules are met each time that number changes (not every
 * keystroke), and each rule says whether it is met.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const headingId = useId();
  const results = PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, ok: rule.met(password) }));
  const met = results.filter((r) => r.ok).length;
  const announcement = !password
    ? ''
    : met === results.length
      ? 'All password rules met.'
      : `${met} of ${results.length} password rules met.`;
  return (
    <div data-testid="password-checklist">
      <p id={headingId} className="text-sm font-medium text-slate-800">
        Your password needs
      </p>
      <ul aria-labelledby={headingId} className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
        {results.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.ok}
            className={cn('flex items-center gap-2', rule.ok ? 'text-green-800' : 'text-slate-600')}
          >
            {rule.ok ? (
              <CheckIcon aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-current" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{rule.ok ? ': met' : ': not yet'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
