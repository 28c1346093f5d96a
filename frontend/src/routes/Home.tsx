import { Hero } from '@/components/home/Hero.tsx';
import { NewsletterCard, type NewsletterCardProps } from '@/components/home/NewsletterCard.tsx';
import { PricingSection } from '@/components/home/PricingSection.tsx';
import { PromoCodeCard, type PromoCodeCardProps } from '@/components/home/PromoCodeCard.tsx';
import { TrustSection } from '@/components/home/TrustSection.tsx';
import { useDocumentTitle } from '@/components/home/useDocumentTitle.ts';

// The newsletter and promo-code calls are not on the server yet. These handlers reject, so the cards show the
// product's real failure toasts instead of pretending to succeed; wiring the API means replacing these three.
const notConnected = (feature: string) => new Error(`${feature} is not connected to the server yet`);
const subscribeToNewsletter: NewsletterCardProps['onSubscribe'] = () =>
  Promise.reject(notConnected('Newsletter subscribe'));
const unsubscribeFromNewsletter: NewsletterCardProps['onUnsubscribe'] = () =>
  Promise.reject(notConnected('Newsletter unsubscribe'));
const applyPromoCode: PromoCodeCardProps['onApply'] = () => Promise.reject(notConnected('Promo codes'));

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
