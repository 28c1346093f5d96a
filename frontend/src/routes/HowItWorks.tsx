import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { MessageIcon, SearchIcon, ShieldIcon, SupportIcon } from '@/components/content/Icons.tsx';
import { Callout, EmailLink, ExternalLink, JumpLink, Prose, TextLink } from '@/components/content/Prose.tsx';
import { SHARE_PATHS, SHARE_RULE_SOURCE } from '@contract/shares-constants.ts';
import { ContentSection, InfoPanel, StepList, type Step } from '@/components/content/Sections.tsx';
import { RESPONSIVENESS_ID, RESPONSIVENESS_TITLE } from '@/features/responsiveness/format.ts';
import { ResponsivenessExplained } from '@/features/responsiveness/ResponsivenessExplained.tsx';

const steps: readonly Step[] = [
  {
    title: 'Create your profile',
    body: (
      <p>
        Sign up as a family, a nanny or an agency. Nannies build a free profile; families and agencies get
        ready to post a job.
      </p>
    ),
  },
  {
    title: 'Find matches',
    body: (
      <p>
        Families see the nannies nearby who fit their job best, browse the candidates page and receive
        applications. Nannies sort the job board by best match, save searches to hear about new jobs by email,
        and apply.
      </p>
    ),
  },
  {
    title: 'Connect and hire',
    body: (
      <p>
        Message through the platform, meet, check references and agree terms directly with each other. The
        decision to hire is always yours.
      </p>
    ),
  },
];

const familySteps: readonly Step[] = [
  {
    title: 'Post a job',
    body: (
      <p>
        Describe the hours, duties, pay and your children's ages. Posting costs £50, paid securely through
        Stripe, and the job appears on the job board once payment is confirmed. Use a general area rather than
        your address, and never include your children's names.
      </p>
    ),
  },
  {
    title: 'Review applicants',
    body: (
      <p>
        Nannies apply with a cover note and, often, a CV. You can also browse the candidates page and contact
        nannies whose profiles suit you.
      </p>
    ),
  },
  {
    title: 'Interview',
    body: (
      <p>
        Start with a phone or video call, then meet in person. Before offering the job, arrange a paid trial
        session so you can see how the nanny gets on with your children.
      </p>
    ),
  },
  {
    title: 'Check references and DBS',
    body: (
      <p>
        Speak to at least two referees yourself, ideally recent childcare employers. Ask to see the nanny's
        original enhanced DBS certificate and identity documents and, if they subscribe to the DBS Update
        Service, check the certificate's status online with their permission. As the employer, you must also
        check their right to work in the UK.
      </p>
    ),
  },
];

const features = [
  {
    title: 'Secure messaging',
    icon: <MessageIcon />,
    body: (
      <p>
        Contact forms relay your message by email without exposing anyone's email address. A nanny's address
        stays private until they choose to reply, and a job's contact email is never shown on the job board.
      </p>
    ),
  },
  {
    title: 'Background verification',
    icon: <ShieldIcon />,
    body: (
      <p>
        Nannies can ask our team to check their identity, enhanced DBS certificate, DBS Update Service status
        and paediatric first aid, and to confirm their references. Each card shows the level those checks add
        up to and what was checked when; every check lapses after a set time. It helps you shortlist, but it
        does not replace your own checks.
      </p>
    ),
  },
  {
    title: 'Smart matching, explained',
    icon: <SearchIcon />,
    body: (
      <>
        <p>
          Jobs and profiles carry a postcode district (only the first half of a postcode, such as SW4), so you
          can search by district, by nearby districts or by a whole area. A family's job suggests the nannies
          in its postcode area who fit it best, and a nanny can sort the job board by best match.
        </p>
        <p>
          The ranking is a fixed set of rules, not AI: the same district or area, the requirements a job asks
          for against the skills a nanny lists, languages, the kind of work she wants and when she is free,
          the checks our team recorded, her experience and reviews of real hires, and, lightly, how quickly
          the other side usually replies (see <JumpLink targetId={RESPONSIVENESS_ID}>below</JumpLink>). Every
          match lists its reasons, such as “Same area: SW4” or “Speaks French, which you asked for”, and what
          it lacks. Nannies can save a search and hear about new jobs that fit by email, at once or once a
          day, and stop any alert from its email in one click. You choose who to contact; we don't decide for
          you.
        </p>
      </>
    ),
  },
  {
    title: 'Ongoing support',
    icon: <SupportIcon />,
    body: (
      <p>
        Our team answers questions by email at <EmailLink />, and reviews every report made with the Report
        icon on a job or profile.
      </p>
    ),
  },
] as const;

export default function HowItWorks() {
  usePageTitle('How It Works');
  return (
    <PageShell
      title="How It Works"
      intro={
        <p>
          We bring families, nannies and agencies together. Here is how to find the right match, and how to do
          it safely.
        </p>
      }
    >
      <div className="space-y-14">
        <ContentSection id="three-steps" title="Three simple steps">
          <StepList steps={steps} className="md:grid md:grid-cols-3 md:gap-6 md:space-y-0" />
        </ContentSection>

        <ContentSection
          id="for-families"
          title="For families"
          lead="Finding a nanny is one of the most important decisions you will make. Take your time."
        >
          <StepList steps={familySteps} />
          <Prose className="mt-6">
            <p>
              When you hire a nanny you will usually be their employer, responsible for their written terms,
              pay, tax and National Insurance through PAYE, and a workplace pension where they qualify. Our{' '}
              <TextLink to="/pay-calculator">pay calculator</TextLink> shows what a nanny’s pay comes to: her
              take-home pay and your full cost as her employer. It also says what an Ofsted-registered nanny
              means for paying with Tax-Free Childcare.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection
          id="nanny-shares"
          title="Sharing a nanny with another family"
          lead="Two families nearby share one nanny, who looks after both families’ children together."
        >
          <Prose>
            <p>
              Start a share from <TextLink to={SHARE_PATHS.list}>Nanny shares</TextLink>, or look in your
              postcode for a family that started one. Shares are matched by postcode district and by the days
              both families need, and the page says why in words. A family proposes with a message; the family
              that started the share accepts one proposal, and you talk in your messages as with anyone here,
              with blocking and reporting.
            </p>
            <p>
              A share takes two families, never three: a nanny who looks after the children of more than two
              families together must register as a childminder (
              <ExternalLink href={SHARE_RULE_SOURCE.href}>{SHARE_RULE_SOURCE.label}</ExternalLink>).
            </p>
            <p>
              Either family proposes how her gross pay is split (by hours, children and whose home), and the
              other agrees it. Our <TextLink to={SHARE_PATHS.calculator}>nanny share calculator</TextLink>{' '}
              does the arithmetic and each family’s full cost as her employer; whether the split is fair is
              for you to agree. The job is then posted once for both families, for one £50 fee paid by the
              family that posts it, and both families read the applications.
            </p>
            <p>
              Each family is a separate employer, with its own payroll, National Insurance, pension duties and
              written statement. The offer to the nanny has two parts, which must add up to her whole pay, and
              when she accepts she gets a written statement from each family. If a family leaves the share,
              the job stays with the family that posted it. We do not check the families’ homes or how the
              care is arranged between you.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection
          id="for-nannies"
          title="For nannies and childcare providers"
          lead="Joining is free, and you stay in control of who sees your contact details."
        >
          <div className="grid gap-6 md:grid-cols-3">
            <InfoPanel title="Create a free profile">
              <p>
                Add your experience, skills, languages and availability, and upload your CV. Then, from your
                Verification page, ask our team to check your documents and name your referees, so your card
                shows what was checked.
              </p>
            </InfoPanel>
            <InfoPanel title="Apply for jobs">
              <p>
                Browse the job board, save jobs to come back to, and apply with a short cover note and your
                CV. Applying is always free.
              </p>
            </InfoPanel>
            <InfoPanel title="Keep your details private">
              <p>
                Your profile shows only your first name and general area. Keep your phone number, email and
                address out of your bio, and share them only when you are ready.
              </p>
            </InfoPanel>
          </div>
          <Prose className="mt-6">
            <p>
              Agencies can subscribe for £100 a month to post unlimited jobs under their own brand. The first
              month is free.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="features" title="What the platform gives you">
          <ul className="grid gap-6 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.title}>
                <InfoPanel title={feature.title} icon={feature.icon}>
                  {feature.body}
                </InfoPanel>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id={RESPONSIVENESS_ID} title={RESPONSIVENESS_TITLE}>
          <ResponsivenessExplained />
        </ContentSection>

        <ContentSection id="get-started" title="Ready to get started?">
          <Callout>
            <p className="max-w-prose">
              Create an account in a couple of minutes, or have a look around first. Before you meet anyone,
              read our <TextLink to="/safety">safety advice</TextLink>.
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to="/auth" size="lg">
                Create an account
              </ButtonLink>
              <ButtonLink to="/jobs" size="lg" variant="outline">
                Browse jobs
              </ButtonLink>
              <ButtonLink to="/candidates" size="lg" variant="outline">
                Find a nanny
              </ButtonLink>
            </div>
          </Callout>
        </ContentSection>
      </div>
    </PageShell>
  );
}
