import type { ReactNode } from 'react';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';

/**
 * An admin page's gate: a visitor is asked to sign in (and comes back here), a signed-in user who is
 * not an admin is told so and offered a way on, and an admin sees the page. The API refuses the same
 * people; this only says so before asking it.
 */
export function AdminOnly({
  title,
  path,
  signInText,
  notAdminText,
  away,
  children,
}: {
  title: string;
  /** This page's path, to come back to after signing in. */
  path: string;
  signInText: string;
  notAdminText: string;
  /** Where a signed-in user who is not an admin is sent instead. */
  away: { to: string; label: string };
  children: ReactNode;
}) {
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user)
    return (
      <PageShell title={title} width="narrow">
        <Card>
          <p className="font-semibold text-slate-900">Please sign in to continue.</p>
          <p className="mt-2 text-slate-800">{signInText}</p>
          <ButtonLink to={`/auth?redirect=${path}`} className="mt-6">
            Sign in
          </ButtonLink>
        </Card>
      </PageShell>
    );
  if (!user.isAdmin)
    return (
      <PageShell title={title} width="narrow">
        <Card tone="amber">
          <h2 className="text-xl font-semibold text-slate-900">You do not have access to this page</h2>
          <p className="mt-2 text-slate-800">{notAdminText}</p>
          <ButtonLink to={away.to} variant="outline" className="mt-6">
            {away.label}
          </ButtonLink>
        </Card>
      </PageShell>
    );
  return children;
}
