import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShieldCheckIcon } from '@/components/ui/icons/ShieldCheckIcon.tsx';
import { SparklesIcon } from '@/components/ui/icons/SparklesIcon.tsx';
import { UsersIcon } from '@/components/ui/icons/UsersIcon.tsx';

interface Feature {
  title: string;
  icon: ReactNode;
  text: string;
}

// Honest about what the platform checks: describe what it supports, never automatic checks it doesn't run.
const features: Feature[] = [
  {
    title: 'Verified Safety First',
    icon: <ShieldCheckIcon />,
    text: 'A nanny’s card shows only checks a person on our team has made: identity, an enhanced DBS certificate (checked from a copy), references confirmed by our team and more, each with its date. Checks lapse, and nothing self-declared counts.',
  },
  {
    title: 'Smart Matching, Explained',
    icon: <SparklesIcon />,
    text: 'We rank jobs and nannies by how well they fit: postcode area, the requirements a job asks for against the skills a nanny lists, languages, the work she wants and when she is free, the checks our team recorded, experience and reviews. Every match lists its reasons in plain words. It is a set of fixed rules, not AI, and the decision is always yours.',
  },
  {
    title: 'Quality Community',
    icon: <UsersIcon />,
    text: 'Anyone can report a job or profile that doesn’t look right. Every report is reviewed by a person on our team, and content that breaks our rules is removed. Public listings show first names only.',
  },
];

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Why people trust the platform, worded as what it supports rather than checks it doesn't perform. */
export function TrustSection() {
  return (
    <section aria-labelledby="home-trust-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="home-trust-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Built on trust, honest about what we check
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Choosing someone to care for your children is a big decision. We give you clear information and
            tools — and we’re upfront about what they do and don’t cover.
          </p>
        </div>

        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                {feature.icon}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">Before you hire</h3>
          <p className="mt-2 text-slate-800">
            A level tells you what our team checked and when; it isn’t a guarantee and it doesn’t replace your
            own checks. Always interview in person and take up references yourself. We check a copy of the DBS
            certificate, not the original, so see the original certificate before the nanny starts. And check
            her right to work: as the employer, that check is yours.
          </p>
          <p className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
            <Link to="/safety" className={linkClass}>
              Read our safety guidance
            </Link>
            <Link to="/how-it-works" className={linkClass}>
              See how it works
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
