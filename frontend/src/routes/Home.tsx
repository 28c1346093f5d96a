import { Hero } from '@/components/home/Hero.tsx';
import { NewsletterCard, type NewsletterCardProps } from '@/components/home/NewsletterCard.tsx';
import { PricingSection } from '@/components/home/PricingSection.tsx';
import { PromoCodeCard, type PromoCodeCardProps } from '@/components/home/PromoCodeCard.tsx';
import { TrustSection } from '@/components/home/TrustSection.tsx';
import { useDocumentTitle } from '@/components/layout/useDocumentTitle.ts';
import { rememberAppliedPromoCode } from '@/components/jobform/appliedPromo.ts';
import type { Answer } from '@/api/client.ts';
import type { newsletterSubscribed, newsletterUnsubscribed } from '@contract/community.ts';
import type { promoQuote } from '@contract/jobs.ts';

// The API client is loaded when a form is sent, not with the page.
const apiClient = () => import('@/api/client.ts');

/** POST /newsletter: the server compares addresses case-insensitively and sends the welcome email. */
const subscribeToNewsletter: NewsletterCardProps['onSubscribe'] = async (email) => {
  const { api } = await apiClient();
  return (await api<Answer<typeof newsletterSubscribed>>('/newsletter', { method: 'POST', body: { email } }))
    .status;
};

/** POST /newsletter/unsubscribe: answers 'unsubscribed' whether or not the address was on the list. */
const unsubscribeFromNewsletter: NewsletterCardProps['onUnsubscribe'] = async (email) => {
  const { api } = await apiClient();
  await api<Answer<typeof newsletterUnsubscribed>>('/newsletter/unsubscribe', {
    method: 'POST',
    body: { email },
  });
};

/** Checks the code; a valid one is remembered for the next job posting (the family form starts with it). */
const applyPromoCode: PromoCodeCardProps['onApply'] = async (code) => {
  const { api } = await apiClient();
  const quote = await api<Answer<typeof promoQuote>>(`/promo-codes/${encodeURIComponent(code)}`, {
    auth: 'optional',
  });
  rememberAppliedPromoCode(quote.code);
  return { amountOffPence: quote.amountOffPence };
};

export default function Home() {
  useDocumentTitle();
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
            <PromoCodeCard onApply={applyPromoCode} />
          </div>
        </div>
      </section>
    </>
  );
}
