import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { postJobPath, START_PAGE, startPath } from '@/features/auth/links.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { BuildingIcon } from '@/components/ui/icons/BuildingIcon.tsx';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { HeartIcon } from '@/components/ui/icons/HeartIcon.tsx';
import { HomeIcon } from '@/components/ui/icons/HomeIcon.tsx';
import { ShieldCheckIcon } from '@/components/ui/icons/ShieldCheckIcon.tsx';
import { UsersIcon } from '@/components/ui/icons/UsersIcon.tsx';
import { PRICING } from '@/features/home/pricing.ts';

interface Audience {
  key: string;
  /** Who the card's call to action signs up: it opens Sign Up with this type chosen. */
  type: UserType;
  title: string;
  text: string;
  detail: string;
  action: string;
  icon: ReactNode;
  popular?: boolean;
}

const audiences: Audience[] = [
  {
    key: 'families',
    type: 'family',
    title: 'Families',
    text: 'Post your job once and hear from caring, experienced nannies who want to work near you.',
    detail: `£${PRICING.familyJobPostGbp} per job post`,
    action: 'Find Your Nanny',
    icon: <HomeIcon />,
    popular: true,
  },
  {
    key: 'nannies',
    type: 'nanny',
    title: 'Nannies',
    text: 'Create a free profile, show families your experience and apply to jobs that suit you.',
    detail: 'Always free',
    action: 'Create Profile',
    icon: <HeartIcon />,
  },
  {
    key: 'agencies',
    type: 'agency',
    title: 'Agencies',
    text: 'Post unlimited jobs under your own brand and reach nannies across the UK.',
    detail: `First month free, then £${PRICING.agencyMonthlyGbp}/month`,
    action: 'Start FREE Trial',
    icon: <BuildingIcon />,
  },
];

/**
 * No testimonial: the page quotes nobody who did not use the product and agree to be quoted (an invented
 * review is a banned practice under the Digital Markets, Competition and Consumers Act 2024). In its
 * place, what a nanny's card shows, each point something the product does.
 */
const onEveryCard = [
  'Her first name and general area, never her surname or address',
  'Only the checks our team recorded, each with the day it was made',
  'A DBS certificate checked from a copy, so you see the original before she starts',
  'Reviews only from the family or agency that hired her through a job posted here',
];

const highlights = [
  'Free for nannies',
  'First names only on public listings',
  'Every report reviewed by a person',
];

/**
 * The landing hero: the page's h1, what a nanny's card tells a family and one card per kind of user, each
 * leading to Sign Up with its type chosen and on to its page (straight to the page when signed in).
 */
export function Hero() {
  const { user, loading } = useAuth();
  const signedIn = !loading && Boolean(user);
  return (
    <section aria-labelledby="home-hero-title" className="bg-linear-to-b from-brand-50 via-white to-white">
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:pt-20">
        <div className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-slate-200">
              <UsersIcon className="size-4" />
              Childcare across the UK
            </p>
            <h1
              id="home-hero-title"
              className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              Find a nanny your family can <span className="text-brand-700">trust</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700">
              Families post jobs, nannies create free profiles and agencies advertise under their own brand —
              all in one friendly marketplace, with clear information about who has been checked.
            </p>
            {/* The two things most visitors came for, in the first screen on a phone. */}
            <div className="mt-6 flex flex-wrap gap-3" data-testid="hero-actions">
              <ButtonLink
                to={postJobPath(user?.userType, signedIn) ?? START_PAGE.family}
                size="lg"
                variant="accent"
              >
                Post a job
              </ButtonLink>
              <ButtonLink to="/jobs" size="lg" variant="outline">
                Find a nanny job
              </ButtonLink>
            </div>
            <ul className="mt-6 flex flex-col gap-2 text-slate-800 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <section
            aria-labelledby="home-card-title"
            data-testid="home-card-facts"
            className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="home-card-title" className="text-xl font-semibold text-slate-900">
              What a nanny’s card tells you
            </h2>
            <ul className="mt-4 space-y-3 text-slate-800">
              {onEveryCard.map((item) => (
                <li key={item} className="flex gap-3">
                  <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-5">
              <Link
                to="/safety#background-checks"
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                What we check, and what we don’t
              </Link>
            </p>
          </section>
        </div>

        <h2 className="sr-only">Get started</h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <li
              key={audience.key}
              className={cn(
                'relative flex flex-col rounded-2xl bg-white p-6',
                audience.popular ? 'shadow-md ring-2 ring-accent-600' : 'shadow-sm ring-1 ring-slate-200',
              )}
            >
              <div className="flex flex-wrap items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  {audience.icon}
                </span>
                <h3 className="text-xl font-semibold text-slate-900">{audience.title}</h3>
                {audience.popular && (
                  <span className="ml-auto rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                    Most Popular
                  </span>
                )}
              </div>
              <p className="mt-4 flex-1 text-slate-700">{audience.text}</p>
              <p className="mt-4 text-sm font-semibold text-brand-800">{audience.detail}</p>
              <ButtonLink
                to={startPath(signedIn, audience.type)}
                variant={audience.popular ? 'accent' : 'primary'}
                size="lg"
                className="mt-5 w-full"
              >
                {audience.action}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
