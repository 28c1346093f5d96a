import { Hero } from '@/features/home/Hero.tsx';
import { NewsletterCard, type NewsletterCardProps } from '@/features/community/NewsletterCard.tsx';
import { PricingSection } from '@/features/home/PricingSection.tsx';
import { PromoCodeCard, type PromoCodeCardProps } from '@/features/community/PromoCodeCard.tsx';
import { TrustSection } from '@/features/home/TrustSection.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { postJobWithCodePath, rememberAppliedPromoCode } from '@/features/job-posting/appliedPromo.ts';

// The API's calls (and its client) are loaded when a form is sent, not with the page.
const communityApi = () => import('@/features/community/api.ts');
const jobPostingApi = () => import('@/features/job-posting/api.ts');

const subscribeToNewsletter: NewsletterCardProps['onSubscribe'] = async (email) =>
  (await communityApi()).subscribeToNewsletter(email);

const unsubscribeFromNewsletter: NewsletterCardProps['onUnsubscribe'] = async (email) => {
  await (await communityApi()).unsubscribeFromNewsletter(email);
};

/** Checks the code; a valid one is remembered for the next job posting (the family form starts with it). */
const applyPromoCode: PromoCodeCardProps['onApply'] = async (code) => {
  const quote = await (await jobPostingApi()).quotePromoCode(code);
  rememberAppliedPromoCode(quote.code);
  return { amountOffPence: quote.amountOffPence };
};

export default function Home() {
  usePageTitle();
  return (
    <>
      <Hero />
      <TrustSection />
      <PricingSection />
      <section aria-labelledby="home-updates-title" className="bg-white py-16 sm:py-20">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2
              id="home-updates-title"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              Stay connected
            </h2>
            <p className="mt-4 text-lg text-slate-700">
              Hear about new features and safety tips first, and save on your next job post.
            </p>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <NewsletterCard onSubscribe={subscribeToNewsletter} onUnsubscribe={unsubscribeFromNewsletter} />
            <PromoCodeCard onApply={applyPromoCode} codeLink={postJobWithCodePath} />
          </div>
        </div>
      </section>
    </>
  );
}
