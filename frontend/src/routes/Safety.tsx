import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { DBS_UPDATE_SERVICE_URL, NSPCC_HELPLINE } from '@/components/content/contact.ts';
import {
  Callout,
  EmailLink,
  ExternalLink,
  JumpLink,
  List,
  PhoneLink,
  Prose,
  TextLink,
} from '@/components/content/Prose.tsx';
import { ContentSection, InfoPanel } from '@/components/content/Sections.tsx';

const term = 'font-semibold text-slate-900';

interface Level {
  name: string;
  label: string;
  summary: string;
  requires: readonly ReactNode[];
}

const levels: readonly Level[] = [
  {
    name: 'Basic',
    label: 'Identity Verified',
    summary: 'A real person whose identity our team has checked.',
    requires: [
      'A completed profile and a confirmed email address.',
      'A passport or photocard driving licence, checked by a member of our team against the name on the profile. Identity is not verified automatically.',
    ],
  },
  {
    name: 'Verified',
    label: 'Background Checked',
    summary: 'Basic, plus a checked DBS certificate and references.',
    requires: [
      'Everything needed for Basic.',
      'An enhanced DBS certificate that includes a check of the children\'s barred list, checked by our team. This is when the "DBS Verified" badge appears.',
      'At least two references from previous childcare roles.',
    ],
  },
  {
    name: 'Premium',
    label: 'Enhanced Verified',
    summary: 'Verified, plus extra checks made directly by our team.',
    requires: [
      'Everything needed for Verified.',
      "A DBS certificate registered with the DBS Update Service, whose current status our team has checked online with the nanny's consent.",
      'Evidence of the right to work in the UK, seen by our team.',
      'At least two referees spoken to by our team.',
    ],
  },
];

export default function Safety() {
  usePageTitle('Safety');
  return (
    <PageShell
      title="Safety"
      intro={
        <>
          <p>
            Children's safety comes first. This page explains what we check, what we don't, how the platform
            protects you, and what you can do to stay safe.
          </p>
          <p className="mt-3 text-base">
            If a child is in immediate danger, call <PhoneLink number="999" />. To tell us about a concern,
            see <JumpLink targetId="report-a-concern">Report a concern</JumpLink>.
          </p>
        </>
      }
    >
      <div className="space-y-14">
        <ContentSection
          id="verification-levels"
          title="Verification levels"
          lead="Nannies can complete three levels of verification. Each level includes everything in the level before it."
        >
          <ol className="grid gap-6 md:grid-cols-3">
            {levels.map((level, index) => (
              <li key={level.name}>
                <InfoPanel
                  eyebrow={`Level ${index + 1}`}
                  title={
                    <>
                      {level.name}{' '}
                      <span className="block text-base font-medium text-brand-700">({level.label})</span>
                    </>
                  }
                >
                  <p>{level.summary}</p>
                  <p className="font-medium text-slate-900">Requires:</p>
                  <List className="text-sm leading-6">
                    {level.requires.map((item, i) => (
                      <li key={i}>{item}</li>
                    ))}
                  </List>
                </InfoPanel>
              </li>
            ))}
          </ol>
          <Prose className="mt-6">
            <p>
              On the <TextLink to="/candidates">candidates page</TextLink>, look for the "DBS Verified" badge.
              It appears only once our team has checked the nanny's DBS certificate. A nanny without the badge
              may still hold a valid certificate, so ask to see it.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="background-checks" title="What our background checks include">
          <Prose>
            <List>
              <li>
                <strong className={term}>
                  Enhanced DBS certificate with a barred list check for children.
                </strong>{' '}
                We check that the certificate is an enhanced one, that the children's barred list was checked,
                that the name matches the profile, and when it was issued. Certificates are issued to the
                nanny by the Disclosure and Barring Service; we do not carry out DBS checks ourselves.
              </li>
              <li>
                <strong className={term}>Right to work.</strong> For the Premium level we look at evidence
                that the nanny can work in the UK. If you employ a nanny, the law still requires you to make
                your own right to work check before they start.
              </li>
              <li>
                <strong className={term}>References.</strong> The Verified level needs at least two references
                from previous childcare roles. For Premium, our team speaks to the referees.
              </li>
              <li>
                <strong className={term}>Identity documents.</strong> A passport or photocard driving licence,
                looked at by a person on our team, not by an automated system.
              </li>
            </List>
            <p>
              A check only shows what was true on the day it was made. We are an introduction service, not the
              employer or an agency acting for families, so our checks support your own: they don't replace
              them.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="safety-features" title="Platform safety features">
          <Prose>
            <List>
              <li>
                <strong className={term}>A Report icon on every job and profile,</strong> so anyone can flag
                content that worries them, with or without an account.
              </li>
              <li>
                <strong className={term}>Admin review of every report.</strong> Our team looks at each one,
                records what it found and what it did, and takes action where needed.
              </li>
              <li>
                <strong className={term}>First-name-only public profiles.</strong> The candidates page shows a
                nanny's first name and general area, never their surname or address.
              </li>
              <li>
                <strong className={term}>Private contact emails.</strong> Email addresses are never shown
                publicly. Messages to nannies are relayed without revealing their address, and a job's contact
                email stays hidden.
              </li>
              <li>
                <strong className={term}>Moderation.</strong> We remove fake, abusive or discriminatory
                content and anything that identifies a child, and we suspend accounts that break our{' '}
                <TextLink to="/terms">Terms of Service</TextLink>.
              </li>
            </List>
          </Prose>
        </ContentSection>

        <ContentSection id="our-commitment" title="Our commitment to you">
          <Callout className="max-w-prose">
            <p>
              We will always be clear about what we have checked and what we haven't. A badge on our platform
              means a person on our team has looked at the evidence behind it. We take every report seriously,
              we act quickly when a child's safety could be at risk, and we will never sell your personal
              information.
            </p>
          </Callout>
        </ContentSection>

        <ContentSection id="safety-tips" title="Safety tips">
          <div className="grid gap-6 md:grid-cols-2">
            <InfoPanel title="For families">
              <List>
                <li>Meet by video call or in a public place before inviting anyone into your home.</li>
                <li>Interview more than once, and arrange a paid trial session while you are at home.</li>
                <li>Speak to at least two referees yourself, by phone.</li>
                <li>
                  See the original enhanced DBS certificate and, with the nanny's consent, check its status on
                  the <ExternalLink href={DBS_UPDATE_SERVICE_URL}>DBS Update Service</ExternalLink>. It's free
                  for employers.
                </li>
                <li>Check the nanny's right to work in the UK before they start.</li>
                <li>
                  Never pay outside the platform. Pay our fees only through our secure checkout; we will never
                  ask you to pay by bank transfer or through a link sent in a message.
                </li>
                <li>
                  Keep your children's names, photos, school and your full address out of your job post.
                </li>
              </List>
            </InfoPanel>
            <InfoPanel title="For nannies">
              <List>
                <li>Meet in a public place first, and tell someone where you are going and when.</li>
                <li>
                  Keep your phone number, email and address out of your profile until you are ready to share
                  them.
                </li>
                <li>
                  Never pay anyone to get a job, and never pay outside the platform. We never charge nannies.
                  Be wary of anyone who sends money and asks you to pay some of it back.
                </li>
                <li>Don't share bank or passport details until you have a written job offer you trust.</li>
                <li>Join the DBS Update Service so families can check your certificate is up to date.</li>
                <li>Ask for a written contract and payslips, so you know you are being paid properly.</li>
              </List>
            </InfoPanel>
          </div>
        </ContentSection>

        <ContentSection id="report-a-concern" title="Report a concern">
          <div className="space-y-6">
            <Callout tone="urgent" className="max-w-prose">
              <p>
                <strong className="font-semibold">
                  If a child is in immediate danger, call <PhoneLink number="999" />.
                </strong>
              </p>
              <p className="mt-2">
                If you are worried about a child, call the NSPCC helpline on{' '}
                <PhoneLink number={NSPCC_HELPLINE} /> for free advice. For non-emergency police matters, call{' '}
                <PhoneLink number="101" />.
              </p>
            </Callout>
            <Prose>
              <p>
                If something on our platform worries you, use the Report icon shown on every job on the{' '}
                <TextLink to="/jobs">job board</TextLink> and every nanny on the{' '}
                <TextLink to="/candidates">candidates page</TextLink>. Select it, choose a reason (such as
                Inappropriate Content, Spam, Fake Profile/Posting, Harassment or Discrimination), add any
                details and your email address. You don't need an account. Our team reviews every report and
                may contact you for more information.
              </p>
              <p>
                For anything else, or if you have a concern about someone you met through the platform, email{' '}
                <EmailLink subject="Safety concern" />. Please also tell the police or your local authority's
                children's services if a child may be at risk; don't wait for us to reply.
              </p>
            </Prose>
          </div>
        </ContentSection>
      </div>
    </PageShell>
  );
}
