import { Link } from 'react-router-dom';
import type { UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { startPath } from '@/features/auth/links.ts';
import { CONTACT_EMAIL, COPYRIGHT_YEAR, OFFICES, SITE_NAME } from '@/site.ts';

/**
 * The footer's columns; a link to a type's start page opens Sign Up with that type while signed out. A
 * signed-in nanny has her profile already (or is about to make it): the link names it as hers.
 */
const columns = (signedIn: boolean, userType: UserType | null) => [
  {
    heading: 'For families',
    links: [
      { to: '/candidates', label: 'Find Nannies' },
      // The family form may be filled in before signing in; it asks for an account before paying.
      { to: '/post-job-family', label: 'Post a Job' },
      { to: '/safety', label: 'Safety' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/pay-calculator', label: 'Pay Calculator' },
      { to: '/nanny-shares/calculator', label: 'Nanny share calculator' },
      { to: '/nanny-shares', label: 'Nanny shares' },
    ],
  },
  {
    heading: 'For nannies',
    links: [
      { to: '/jobs', label: 'Find Jobs' },
      {
        to: startPath(signedIn, 'nanny'),
        label: signedIn && userType === 'nanny' ? 'My profile' : 'Create Profile',
      },
    ],
  },
  {
    heading: 'For agencies',
    links: [{ to: startPath(signedIn, 'agency'), label: 'Start FREE Trial' }],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/review-policy', label: 'Review Policy' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
];

export function Footer() {
  const { user, loading } = useAuth();
  const COLUMNS = columns(!loading && Boolean(user), user?.userType ?? null);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-brand-900">{SITE_NAME}</p>
          <p className="mt-2 max-w-sm text-sm text-slate-700">
            Connecting UK families with caring, experienced nannies – and helping agencies reach the families
            who need them.
          </p>
          <h2 className="mt-4 text-sm font-semibold text-slate-900">Our offices</h2>
          <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
            {OFFICES.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <a
              className="font-medium text-brand-800 underline underline-offset-2"
              href={`mailto:${CONTACT_EMAIL}`}
            >
              Contact us: {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-2 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-700 underline-offset-2 hover:text-brand-800 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved. Users must be 18 or over.
      </div>
    </footer>
  );
}
