import type { ReactNode } from 'react';
import type { UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { startPath } from '@/features/auth/links.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { BuildingIcon, CheckIcon, HeartIcon, HomeIcon, UsersIcon } from '@/components/ui/icons.tsx';
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

// Replace with a real customer's words, used with their permission, before launch.
const testimonial = {
  quote:
    'We found a lovely nanny for our two little ones within a fortnight. Seeing which profiles had a verified DBS check, then meeting her in person, gave us real peace of mind.',
  name: 'Sarah',
  context: 'Mum of two, Manchester',
};

const highlights = [
  'Free for nannies',
  'First names only on public listings',
  'Every report reviewed by a person',
];

/**
 * The landing hero: the page's h1, a testimonial and one card per kind of user, each leading to Sign Up
 * with its type chosen and on to its page (straight to the page when signed in).
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
            <ul className="mt-6 flex flex-col gap-2 text-slate-800 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <figure className="relative rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
            <span
              aria-hidden="true"
              className="absolute -top-5 left-6 font-serif text-7xl leading-none text-accent-600"
            >
              “
            </span>
            <blockquote className="text-lg leading-relaxed text-slate-800">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {testimonial.name.charAt(0)}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-600">{testimonial.context}</span>
              </span>
            </figcaption>
          </figure>
        </div>

        <h2 className="sr-only">Get started</h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <li
              key={audience.key}
              className={cn(
                'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
                audience.popular ? 'shadow-md ring-2 ring-accent-600' : 'ring-1 ring-slate-200',
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
