import { PRIVACY_COMPLAINTS_PATH } from '@contract/complaints-constants.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { formatUkDate } from '@/components/content/LegalDocument.tsx';
import { EmailLink, ExternalLink, List, Prose, TextLink } from '@/components/content/Prose.tsx';
import { ContentSection } from '@/components/content/Sections.tsx';

const term = 'font-semibold text-slate-900';

/** When this statement was last checked against what the tests really do (midday, so no zone moves it). */
const ACCESSIBILITY_REVIEWED = new Date('2026-11-27T12:00:00Z');

const WCAG_URL = 'https://www.w3.org/TR/WCAG22/';

/**
 * The accessibility statement: the standard we test against, how (only what the browser tests in
 * tests/e2e really do: axe on the pages and dialogs, the form-control contrast check, the phone-size runs,
 * the keyboard journeys), the problems we know of, and how to tell us about a barrier.
 */
export default function Accessibility() {
  usePageTitle('Accessibility Statement');
  return (
    <PageShell
      title="Accessibility Statement"
      intro={
        <>
          <p className="text-sm text-slate-600">
            Last reviewed:{' '}
            <time dateTime={ACCESSIBILITY_REVIEWED.toISOString().slice(0, 10)}>
              {formatUkDate(ACCESSIBILITY_REVIEWED)}
            </time>
          </p>
          <p className="mt-3">
            We want everyone who looks for childcare or childcare work to be able to use Nanny Marketplace,
            whether they use a keyboard, a phone, a screen reader or a magnifier. This page says how we check
            the site, what we know still falls short, and how to tell us about a problem.
          </p>
        </>
      }
    >
      <div className="space-y-12">
        <ContentSection id="standard" title="The standard we test against">
          <Prose>
            <p>
              We test the site against the{' '}
              <ExternalLink href={WCAG_URL}>Web Content Accessibility Guidelines (WCAG) 2.2</ExternalLink> at
              level AA.
            </p>
            <p>
              Our checks are our own: the site has not been audited by an outside accessibility specialist,
              and automated tools find only some kinds of problem. So we do not claim that it meets every
              requirement of WCAG 2.2 AA. It passes the checks below, apart from the problems we list.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="how-we-test" title="How we test">
          <Prose>
            <p>Our automated tests include browser tests, run in Chromium, that:</p>
            <List>
              <li>
                <strong className={term}>Run axe on every page and dialog.</strong> The axe accessibility
                engine checks each page against its WCAG 2.0, 2.1 and 2.2 level A and AA rules: signed out,
                signed in as a family, a nanny, an agency and an administrator, with forms showing their error
                messages, and with each dialog open (such as Apply, Contact, Report and the account's
                confirmations). Any problem it finds fails the test.
              </li>
              <li>
                <strong className={term}>Check form fields stand out.</strong> axe does not check that a text
                box, drop-down list or switch can be seen against the page, so our own check does: each must
                have a contrast of at least 3 to 1 with what is around it (WCAG 1.4.11).
              </li>
              <li>
                <strong className={term}>Run at phone size.</strong> Many of the tests, and the axe checks in
                them, run again on a screen 360 pixels wide, and the public pages are checked to fit that
                width without scrolling sideways.
              </li>
              <li>
                <strong className={term}>Use the keyboard alone.</strong> Some journeys are done with key
                presses only, checking at each step that the control with the focus shows it: signing up
                (typing the code we email), posting and paying for a job, applying for a job, and opening and
                moving through the account menu. Other tests check that the phone menu opens from the
                keyboard, that each new page starts with the focus at its top and a Skip to content link, and
                that a keyboard user is taken to the button of a notice they set off.
              </li>
            </List>
            <p>
              In our last performance measurement, Google Lighthouse also scored accessibility 100 out of 100
              on a phone for the home page, the job board, a job's page and the list of nannies.
            </p>
            <p>
              We have not yet tested the site with screen readers, voice control or high zoom as part of these
              checks.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="known-problems" title="Problems we know of">
          <Prose>
            <List>
              <li>
                <strong className={term}>Two notices at once.</strong> Messages such as “Job saved” appear in
                a small notice (a toast) at the bottom of the screen. When a new notice replaces one that is
                still on screen, both show for a moment, one fading out, and axe's check that buttons are not
                too small or too close together (WCAG 2.2, 2.5.8 target size) has failed at such a moment. Our
                tests check notices once they have settled, so they do not catch it.
              </li>
              <li>
                <strong className={term}>A press while a page is still loading.</strong> Public pages arrive
                ready to read, and the part of the site that makes their buttons work loads just after. A
                button pressed before then is remembered and pressed again once it has loaded, but nothing on
                screen shows that the press was taken, so on a slow connection a button can seem to do nothing
                for a moment. If loading takes longer than 15 seconds, a press in that time is not remembered,
                and something typed into a form before then may be lost.
              </li>
              <li>
                <strong className={term}>Payment pages.</strong> Card payments are taken on Stripe's own
                checkout pages, which Stripe builds and tests; we cannot change them.
              </li>
              <li>
                <strong className={term}>Files people upload.</strong> CVs, certificates, photos and logos are
                shown as they were uploaded, and may not be accessible.
              </li>
            </List>
          </Prose>
        </ContentSection>

        <ContentSection id="tell-us" title="Tell us about a problem">
          <Prose>
            <p>
              If something on the site is hard or impossible for you to use, or you need information from it
              in another format, email us at <EmailLink subject="Accessibility" />. Please tell us the page
              (its address, if you can), what you were trying to do and what happened, and anything about how
              you use the site that helps us understand, such as a screen reader or your phone. We aim to
              reply as soon as we can.
            </p>
            <p>
              If the problem stops you using your rights over your personal data, or is about how we use it,
              you can also use our <TextLink to={PRIVACY_COMPLAINTS_PATH}>complaint form</TextLink>: we
              acknowledge it by email at once, with a reference.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="about-this-statement" title="About this statement">
          <Prose>
            <p>
              We last reviewed this statement on {formatUkDate(ACCESSIBILITY_REVIEWED)}, against the tests the
              site runs then. It describes the site as those tests found it.
            </p>
          </Prose>
        </ContentSection>
      </div>
    </PageShell>
  );
}
