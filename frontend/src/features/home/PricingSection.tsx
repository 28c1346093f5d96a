import { Link } from 'react-router-dom';
import type { UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { startPath } from '@/features/auth/links.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { PRICING } from '@/features/home/pricing.ts';

interface Plan {
  /** Who the plan is for: its button opens Sign Up with this type chosen, then the type's page. */
  key: UserType;
  audience: string;
  price: string;
  per: string;
  badge?: string;
  summary: string;
  features: string[];
  action: string;
  featured?: boolean;
}

const plans: Plan[] = [
  {
    key: 'family',
    audience: 'For Families',
    price: `£${PRICING.familyJobPostGbp}`,
    per: 'per job post',
    summary: 'A one-off payment for each job you post. No subscription.',
    features: [
      'Your job goes on the board once payment is confirmed',
      'Reach nannies browsing the job board',
      'Safety guidance for writing your post',
      '£10 off with a promo code',
    ],
    action: 'Post a Job',
    featured: true,
  },
  {
    key: 'nanny',
    audience: 'For Nannies',
    price: 'Free',
    per: 'always',
    summary: 'Everything you need to find your next family, at no cost.',
    features: [
      'Create your profile',
      'Browse, save and apply to jobs',
      'Upload your CV, DBS certificate and references',
      'Appear on our candidates page',
    ],
    action: 'Create Free Profile',
  },
  {
    key: 'agency',
    audience: 'For Agencies',
    price: `£${PRICING.agencyMonthlyGbp}`,
    per: 'per month',
    badge: 'First month free',
    summary: 'Post as many jobs as you need under your own brand, with one simple subscription.',
    features: [
      'Unlimited job posts',
      'Agency branding',
      'Priority support',
      `${PRICING.agencyTrialDays}-day free trial`,
    ],
    action: 'Start FREE Trial',
  },
];

/** Prices for families, nannies and agencies, each with its call to action. */
export function PricingSection() {
  const { user, loading } = useAuth();
  const signedIn = !loading && Boolean(user);
  return (
    <section aria-labelledby="home-pricing-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="home-pricing-title"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-lg text-slate-700">No hidden fees. Pay only for what you use.</p>
        </div>

        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.key}
              className={cn(
                'flex flex-col rounded-2xl bg-white p-6 sm:p-8',
                plan.featured ? 'shadow-lg ring-2 ring-brand-700' : 'shadow-sm ring-1 ring-slate-200',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{plan.audience}</h3>
                {plan.badge && (
                  <span className="rounded-full bg-accent-700 px-3 py-1 text-xs font-semibold text-white">
                    {plan.badge}
                  </span>
                )}
              </div>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                <span className="text-slate-600">{plan.per}</span>
              </p>
              <p className="mt-3 text-slate-700">{plan.summary}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-800">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={startPath(signedIn, plan.key)}
                variant={plan.featured ? 'primary' : 'outline'}
                size="lg"
                className="mt-8 w-full"
              >
                {plan.action}
              </ButtonLink>
            </li>
          ))}
        </ul>

        <p className="mt-8 text-center text-sm text-slate-600">
          Fees are non-refundable unless stated otherwise. See our{' '}
          <Link
            to="/terms"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Terms of Service
          </Link>{' '}
          for payment details.
        </p>
      </div>
    </section>
  );
}
