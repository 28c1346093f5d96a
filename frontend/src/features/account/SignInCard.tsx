import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { signInPath } from '@/features/auth/links.ts';

/** What an account page shows a visitor who is not signed in: why, and a way back to it once signed in. */
export function SignInCard({ path, what }: { path: string; what: string }) {
  return (
    <Card>
      <p className="font-semibold text-slate-900">Please sign in to continue.</p>
      <p className="mt-2 text-slate-800">{what}</p>
      <ButtonLink to={signInPath(path)} className="mt-6">
        Sign in
      </ButtonLink>
    </Card>
  );
}

/** What a page for another type of account says: kindly, with the page this account has instead. */
export function OtherAccountCard({
  message,
  link,
}: {
  message: string;
  link: { to: string; label: string };
}) {
  return (
    <Card>
      <p className="text-slate-800">{message}</p>
      <ButtonLink to={link.to} variant="outline" className="mt-6">
        {link.label}
      </ButtonLink>
    </Card>
  );
}
