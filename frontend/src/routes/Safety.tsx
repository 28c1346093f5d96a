import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import {
  DBS_UPDATE_SERVICE_URL,
  NSPCC_HELPLINE,
  VIEW_RIGHT_TO_WORK_URL,
} from '@/components/content/contact.ts';
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
import { RESPONSIVENESS_ID, RESPONSIVENESS_TITLE } from '@/features/responsiveness/format.ts';
import { ResponsivenessExplained } from '@/features/responsiveness/ResponsivenessExplained.tsx';
import { LAPSE, LEVEL_NAMES, REFERENCES_NEEDED } from '@contract/verification-constants.ts';

const term = 'font-semibold text-slate-900';

interface Level {
  name: string;
  label: string;
  summary: string;
  requires: readonly ReactNode[];
}

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

const levels: readonly Level[] = [
  {
    ...LEVEL_NAMES.basic,
    summary: 'A real person whose identity our team has checked.',
    requires: [
      `An identity check: a member of our team looks at her passport, photocard driving licence, national identity card or biometric residence permit and checks the name matches her profile. It counts for ${years(LAPSE.identityYears)}. Nothing is checked automatically.`,
    ],
  },
  {
    ...LEVEL_NAMES.verified,
    summary: 'Basic, plus an enhanced DBS certificate and confirmed references.',
    requires: [
      'Everything needed for Basic.',
      `An enhanced DBS certificate that includes the children's barred list, checked by our team from a copy (a photo or scan). It counts for ${years(LAPSE.dbsCertificateYears)} from its issue date, or for as long as a DBS Update Service check says it is current.`,
      `At least ${REFERENCES_NEEDED} references confirmed by our team, each counting for ${years(LAPSE.referenceYears)}.`,
    ],
  },
  {
    ...LEVEL_NAMES.premium,
    summary: 'Verified, plus an up-to-date DBS status and first aid.',
    requires: [
      'Everything needed for Verified.',
      `A check of that certificate on the DBS Update Service, made by our team with the nanny's consent within the last ${months(LAPSE.updateServiceMonths)}, saying it is current.`,
      `A paediatric first aid certificate, checked by our team from a copy, from a course within the last ${years(LAPSE.firstAidYears)}.`,
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
          lead="A nanny's level is worked out from the checks our team has recorded and that are still current. Each level includes everything in the level before it, and a level drops by itself when a check it needs lapses."
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
              On the <TextLink to="/candidates">candidates page</TextLink>, each nanny's card shows her level
              and, under "What we checked", every check still current with the day it was made, for example
              "Identity checked 3 Mar 2026", "DBS certificate checked from a copy 3 Mar 2026" or "2 references
              confirmed (latest 5 Mar 2026)". A card with no level may belong to a nanny who has not asked for
              checks yet, so ask to see her documents.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="background-checks" title="What we check, and what we keep">
          <Prose>
            <List>
              <li>
                <strong className={term}>Identity.</strong> A photo or scan of an identity document, looked at
                by a person on our team, not by an automated system. We record the kind of document, that the
                name matched and the day; it counts for {years(LAPSE.identityYears)}.
              </li>
              <li>
                <strong className={term}>
                  Enhanced DBS certificate with a barred list check for children.
                </strong>{' '}
                We check a copy of the certificate, a photo or scan the nanny uploads, not the original: that
                it is an enhanced one, that the children's barred list was checked, that the name matches the
                profile, and when it was issued. DBS guidance asks employers to see the original certificate,
                so see it yourself before she starts. We keep its issue date and only the last four digits of
                its number. A certificate checked before we kept issue dates counts for{' '}
                {months(LAPSE.migratedDbsMonths)} from that check. Certificates are issued to the nanny by the
                Disclosure and Barring Service; we do not carry out DBS checks ourselves.
              </li>
              <li>
                <strong className={term}>DBS Update Service.</strong> If the nanny's certificate is registered
                with the <ExternalLink href={DBS_UPDATE_SERVICE_URL}>DBS Update Service</ExternalLink> and she
                gives her consent, our team checks its status online. She can withdraw her consent at any
                time. A check counts for {months(LAPSE.updateServiceMonths)}; if it finds new information, her
                certificate stops counting at once and she needs a new one. Once checked, only the last four
                digits of the certificate number are kept.
              </li>
              <li>
                <strong className={term}>References.</strong> The nanny names her referees; we email each a
                link to a short form. Our team reads the answers and confirms or refuses each reference. A
                confirmed reference counts for {years(LAPSE.referenceYears)}. We do not phone referees: speak
                to them yourself.
              </li>
              <li>
                <strong className={term}>Paediatric first aid.</strong> Our team looks at a copy of the
                certificate and records the course date; it counts for {years(LAPSE.firstAidYears)} from the
                course.
              </li>
              <li>
                <strong className={term}>Ofsted Childcare Register.</strong> Our team checks the nanny's
                registration; it counts for {months(LAPSE.ofstedMonths)}. It is shown on her card but is not
                needed for any level.
              </li>
              <li>
                <strong className={term}>Right to work: your check, not ours.</strong> We do not check
                anyone's right to work in the UK. As the employer, you must check it before the nanny starts,
                with her share code on{' '}
                <ExternalLink href={VIEW_RIGHT_TO_WORK_URL}>
                  View a job candidate's right to work
                </ExternalLink>{' '}
                or, for a British or Irish citizen, by seeing her passport.
              </li>
            </List>
            <p>
              The photo or scan a nanny attaches to a check request is deleted once our team has decided; we
              keep the record of what was checked and when. A check only shows what was true on the day it was
              made. We are an introduction service, not the employer or an agency acting for families, so our
              checks support your own: they don't replace them.
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

        <ContentSection id={RESPONSIVENESS_ID} title={RESPONSIVENESS_TITLE}>
          <ResponsivenessExplained />
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
                  See the original enhanced DBS certificate before the nanny starts: we check a copy, not the
                  original. With her consent, check its status on the{' '}
                  <ExternalLink href={DBS_UPDATE_SERVICE_URL}>DBS Update Service</ExternalLink>. It's free for
                  employers.
                </li>
                <li>
                  Check the nanny's right to work in the UK before they start, on{' '}
                  <ExternalLink href={VIEW_RIGHT_TO_WORK_URL}>GOV.UK</ExternalLink>. We don't check it for
                  you.
                </li>
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
                <li>
                  Join the DBS Update Service so families, and our team with your consent, can check your
                  certificate is up to date.
                </li>
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
