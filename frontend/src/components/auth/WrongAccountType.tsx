import type { UserType } from '@contract/auth.ts';

const REFUSAL: Record<UserType, string> = {
  nanny: 'Nanny profiles are for nanny accounts',
  family: 'Family job posts are for family accounts',
  agency: 'Agency job posts are for agency accounts',
};

/**
 * The refusal a page shows a signed-in user whose account type is not the one it serves, with a way to
 * switch type while the account has created nothing yet. (First version: the refusal only; the switch follows.)
 */
export function WrongAccountType({ wanted }: { wanted: UserType }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-900">
      <h2 className="font-semibold">{REFUSAL[wanted]}</h2>
    </div>
  );
}
