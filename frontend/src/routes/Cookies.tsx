import { pageData } from '@/prerender/page-data.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { notify } from '@/components/ui/toast.ts';
import { CONTACT_EMAIL } from '@/site.ts';
import {
  acceptAllCookies,
  acceptEssentialCookiesOnly,
  ALL_COOKIE_CHOICES,
  DEFAULT_COOKIE_CHOICES,
  readCookieChoices,
  saveCookieChoices,
  subscribeToConsentChanges,
  type CookieChoices,
  type OptionalCookieCategory,
} from '@/consent/storage.ts';

const SAVED_TITLE = 'Cookie Preferences Saved';

const optionalCategories: Array<{ key: OptionalCookieCategory; label: string; description: string }> = [
  {
    key: 'analytics',
    label: 'Analytics Cookies',
    description:
      'Help us understand how the site is used, such as which pages are visited most, so we can improve it.',
  },
  {
    key: 'marketing',
    label: 'Marketing Cookies',
    description:
      'Help us show you relevant information about our services and measure whether our campaigns work.',
  },
  {
    // The stored preference keeps the spec's key (`cookiePreferences.personalization`); people read UK English.
    key: 'personalization',
    label: 'Personalisation Cookies',
    description: 'Remember your preferences and settings to tailor what you see.',
  },
];

const cookieTypes: Array<{ title: string; text: string }> = [
  {
    title: 'Essential cookies',
    text: 'These keep the site secure and working: signing you in, remembering your consent choices, protecting forms and taking payments. The site cannot work properly without them, so they are always on.',
  },
  {
    title: 'Analytics cookies',
    text: 'These tell us how visitors use the site, for example which pages are popular and where people get stuck. We use what we learn only to improve the service.',
  },
  {
    title: 'Marketing cookies',
    text: 'These help us show you relevant information about Nanny Marketplace on other websites and measure how well our campaigns work.',
  },
  {
    title: 'Personalisation cookies',
    text: 'These remember choices you make, such as your settings, so the site can feel more tailored to you.',
  },
];

const retention: Array<{ type: string; lasts: string }> = [
  { type: 'Session cookies', lasts: 'Until you close your browser' },
  { type: 'Authentication cookies', lasts: 'About 30 days' },
  { type: 'Preference cookies', lasts: 'Up to 1 year' },
  { type: 'Analytics cookies', lasts: 'About 2 years' },
];

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Cookies() {
  usePageTitle('Cookie Policy');
  // Essential on, the others off until the user acts, unless they already chose. The page's HTML is
  // prerendered with nothing chosen (src/prerender/render.tsx): over it, the browser's first render draws the
  // same, and the stored choices follow once the app has taken the page over.
  const [choices, setChoices] = useState<CookieChoices>(() =>
    pageData() ? { ...DEFAULT_COOKIE_CHOICES } : readCookieChoices(),
  );

  useEffect(() => {
    setChoices(readCookieChoices());
    // A choice made elsewhere (the consent banner, another tab) is reflected in the switches.
    return subscribeToConsentChanges(() => setChoices(readCookieChoices()));
  }, []);

  const toggle = (key: OptionalCookieCategory) => (checked: boolean) =>
    setChoices((current) => ({ ...current, [key]: checked }));

  function acceptAll() {
    acceptAllCookies();
    setChoices({ ...ALL_COOKIE_CHOICES });
    notify.success(SAVED_TITLE, 'All cookies have been accepted.');
  }

  function acceptEssentialOnly() {
    acceptEssentialCookiesOnly();
    setChoices({ ...DEFAULT_COOKIE_CHOICES });
    notify.success(SAVED_TITLE, 'Only essential cookies have been accepted.');
  }

  function savePreferences() {
    saveCookieChoices(choices);
    notify.success(SAVED_TITLE, 'Your preferences have been updated.');
  }

  return (
    <PageShell
      title="Cookie Policy"
      intro="This page explains which cookies Nanny Marketplace uses, why, and how you can control them. You can change your choices here at any time."
    >
      <div className="space-y-12">
        <Section id="cookie-choices" title="Your cookie choices">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="divide-y divide-slate-200">
              <div className="p-5 sm:p-6">
                <SwitchField
                  label="Essential Cookies"
                  description="Needed for sign-in, security and payments. Always on."
                  checked
                  disabled
                />
              </div>
              {optionalCategories.map((category) => (
                <div key={category.key} className="p-5 sm:p-6">
                  <SwitchField
                    label={category.label}
                    description={category.description}
                    checked={choices[category.key]}
                    onCheckedChange={toggle(category.key)}
                  />
                </div>
              ))}
            </div>
            <div className="border-t border-slate-200 bg-slate-50 p-5 sm:p-6">
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button onClick={acceptAll}>Accept All Cookies</Button>
                <Button variant="outline" onClick={acceptEssentialOnly}>
                  Accept Essential Only
                </Button>
                <Button variant="secondary" onClick={savePreferences}>
                  Save Preferences
                </Button>
              </div>
              <p className="mt-4 text-sm text-slate-600">
                Your choice is saved in this browser on this device. By choosing, you also confirm you are 18
                or over and accept our{' '}
                <Link to="/terms" className={linkClass}>
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
        </Section>

        <Section id="cookie-what" title="What are cookies?">
          <p className="text-slate-700">
            Cookies are small text files that a website stores in your browser. Similar technologies, such as
            your browser’s local storage, work in the same way; in this policy we call them all cookies. They
            let a site remember things between pages and visits, such as keeping you signed in.
          </p>
        </Section>

        <Section id="cookie-types" title="Types of cookies we use">
          <div className="grid gap-4 sm:grid-cols-2">
            {cookieTypes.map((type) => (
              <div key={type.title} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <h3 className="font-semibold text-slate-900">{type.title}</h3>
                <p className="mt-2 text-slate-700">{type.text}</p>
              </div>
            ))}
          </div>
          <p className="text-slate-700">
            Analytics, marketing and personalisation cookies are only used if you switch them on.
          </p>
        </Section>

        <Section id="cookie-third-party" title="Third-party cookies">
          <p className="text-slate-700">
            Some cookies are set by trusted services we rely on. They are needed for those services to work
            and are covered by the providers’ own policies.
          </p>
          <div className="space-y-4">
            <div>
              <h3 className="font-semibold text-slate-900">Stripe (payments)</h3>
              <p className="mt-1 text-slate-700">
                When you pay for a job post or an agency subscription, Stripe’s secure checkout processes the
                payment. Stripe sets its own cookies to complete the payment and help prevent fraud. Read{' '}
                <ExternalLink href="https://stripe.com/privacy">Stripe’s privacy policy</ExternalLink>.
              </p>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Amazon Cognito (sign-in)</h3>
              <p className="mt-1 text-slate-700">
                We use Amazon Cognito, part of Amazon Web Services, to sign you in. It stores sign-in tokens
                in your browser so you stay signed in securely. Read the{' '}
                <ExternalLink href="https://aws.amazon.com/privacy/">AWS privacy notice</ExternalLink>.
              </p>
            </div>
          </div>
        </Section>

        <Section id="cookie-managing" title="Managing cookies">
          <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-700">
            <li>Use the switches on this page at any time to change which optional cookies we use.</li>
            <li>
              You can also block or delete cookies in your browser’s settings. If you block essential cookies,
              signing in and payments may not work.
            </li>
            <li>
              Clearing your browser’s data for this site also clears your choices, and we will ask you again
              on your next visit.
            </li>
          </ul>
        </Section>

        <Section id="cookie-retention" title="How long cookies last">
          <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
            <table className="w-full text-left">
              <caption className="sr-only">How long each type of cookie is kept</caption>
              <thead className="bg-slate-50 text-sm text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Cookie type
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    How long it lasts
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {retention.map((row) => (
                  <tr key={row.type}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {row.type}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{row.lasts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="cookie-questions" title="Questions">
          <p className="text-slate-700">
            To learn how we handle your personal information, read our{' '}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            . If you have a question about cookies, email us at{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
              {CONTACT_EMAIL}
            </a>
            .
          </p>
        </Section>
      </div>
    </PageShell>
  );
}
