import { PRIVACY_COMPLAINTS_PATH, RESPONSE_AIM_DAYS } from '@contract/complaints-constants.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { COMPANY_NAME } from '@/components/content/contact.ts';
import { LastUpdated, LegalDocument, type LegalSectionContent } from '@/components/content/LegalDocument.tsx';
import { EmailLink, ExternalLink, List, TextLink } from '@/components/content/Prose.tsx';

const sections: readonly LegalSectionContent[] = [
  {
    id: 'acceptance-of-terms',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          These terms govern your use of the {COMPANY_NAME} website and services ("we", "us", "our"). By
          creating an account, posting a job, creating a profile, applying for a job or otherwise using the
          platform, you agree to them. If you do not agree, please do not use the platform.
        </p>
        <p>
          Our <TextLink to="/privacy">Privacy Policy</TextLink> and{' '}
          <TextLink to="/cookies">Cookie Policy</TextLink> explain how we handle your personal information and
          form part of these terms. Please read them alongside this page.
        </p>
      </>
    ),
  },
  {
    id: 'description-of-service',
    title: 'Description of Service',
    body: (
      <>
        <p>
          {COMPANY_NAME} is an online introduction service that helps families, nannies and childcare agencies
          in the UK find each other:
        </p>
        <List>
          <li>families pay a one-off fee to post a nanny job on our job board;</li>
          <li>nannies create a free profile, appear on our candidates page and apply for jobs;</li>
          <li>agencies subscribe monthly to post jobs under their own brand.</li>
        </List>
        <p>
          We provide the platform only. We are not an employer, an employment agency or an employment business
          for families or nannies. We do not select, recommend, supervise or employ nannies, and we take no
          part in any agreement you reach with another user. Any employment or childcare arrangement is made
          directly between the family (or agency) and the nanny, and they are responsible for it.
        </p>
        <p>
          We may change, add or withdraw features from time to time. We aim to keep the platform available but
          cannot promise that it will always be uninterrupted or free of errors.
        </p>
        <p>
          When you search by town or postcode, we match places to postcode districts and measure distances
          from each district's centre using a table of UK postcode districts compiled by doogal.co.uk from the
          ONS Postcode Directory. It contains OS data © Crown copyright and database right; Royal Mail data ©
          Royal Mail copyright and database right; and National Statistics data © Crown copyright and database
          right, used under the{' '}
          <ExternalLink href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">
            Open Government Licence v3.0
          </ExternalLink>
          .
        </p>
        <p>
          The names of the towns and neighbourhoods each district covers follow Wikipedia's lists of UK
          postcode districts, available under the{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</ExternalLink>{' '}
          licence. Distances are straight lines between district centres, not travel distances.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility-and-user-responsibilities',
    title: 'Eligibility and User Responsibilities',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account or use the platform. When you sign up, you
          choose whether you are a family, a nanny or an agency; please choose the type that truly describes
          you. If you register as an agency, you confirm that you are authorised to act for that business.
        </p>
        <p>You agree to:</p>
        <List>
          <li>give accurate, honest and up-to-date information, and correct it if it changes;</li>
          <li>keep your password secure and not share your account with anyone else;</li>
          <li>
            describe your experience, qualifications and checks truthfully, and not upload documents that are
            not yours or have been altered;
          </li>
          <li>
            protect children's privacy: never include a child's name, photograph, school or exact home address
            in a job post or profile, and use a general area (for example a town or postcode district) instead
            of a full address;
          </li>
          <li>treat other users with respect and comply with all laws that apply to you.</li>
        </List>
        <p>
          If you hire a nanny, you are normally their employer. It is your responsibility to carry out a right
          to work check before they start, give them a written statement of their terms, pay at least the
          National Minimum Wage, operate PAYE for tax and National Insurance, and enrol them in a workplace
          pension where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'background-checks',
    title: 'Background Checks',
    body: (
      <>
        <p>
          We do not verify users' identities automatically, and we do not carry out Disclosure and Barring
          Service (DBS) checks ourselves.
        </p>
        <p>
          A nanny may ask our team to check her identity, her enhanced DBS certificate, its status on the DBS
          Update Service (with her consent), her paediatric first aid certificate and her Ofsted registration,
          and to confirm references her referees give through our form. A person on our team makes each check
          and records the day it was made; every check lapses after a set time. Her profile shows the level
          her current checks add up to and what was checked when. A level means we saw evidence that appeared
          genuine and matched the profile on the day we checked. It is not a guarantee of anyone's character,
          suitability or conduct, and a DBS certificate only reflects records at the date it was issued. We do
          not check anyone's right to work in the UK.
        </p>
        <p>
          Families and agencies must make their own checks before offering work. In particular you should:
        </p>
        <List>
          <li>interview candidates, ideally more than once and including a paid trial session;</li>
          <li>speak to at least two referees yourself;</li>
          <li>see original identity and right to work documents;</li>
          <li>
            see the original DBS certificate and, where the nanny subscribes to it, check its status on the
            DBS Update Service with their consent.
          </li>
        </List>
        <p>
          Nannies who ask for a check agree that our team may view what they send for it. We may remove a
          check or suspend a profile if we have reason to doubt a document or receive information that raises
          a safeguarding concern. Our <TextLink to="/safety">Safety page</TextLink> explains our verification
          levels in more detail.
        </p>
      </>
    ),
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    body: (
      <>
        <p>
          All prices are in pounds sterling. Payments are processed by our payment provider, Stripe. We never
          see or store your full card details.
        </p>
        <List>
          <li>
            <strong className="font-semibold text-slate-900">Families:</strong> £50 for each job post. The fee
            is paid before the job is published, and the job goes live once payment is confirmed.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Agencies:</strong> £100 a month for unlimited job
            posts under your agency's brand. Your first month is free (a 30-day trial). If you cancel at any
            time before the trial ends you will not be charged. Otherwise your subscription renews every month
            at £100 until you cancel. Cancellation takes effect at the end of the month you have already paid
            for.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Nannies:</strong> free. Creating a profile and
            applying for jobs costs nothing, and we will never ask you to pay to apply.
          </li>
        </List>
        <p>
          A valid promo code gives £10 off a job posting. Promo codes cannot be exchanged for cash, cannot be
          combined and may expire.
        </p>
        <p>
          Fees are non-refundable unless these terms say otherwise. If a paid job cannot be published because
          of a fault on our side, or we remove it in error, we will publish it again or refund the fee.
          Because a job is published as soon as payment is confirmed, you agree that your statutory 14-day
          right to cancel ends once your job is live. Nothing in these terms affects your other statutory
          rights as a consumer.
        </p>
        <p>
          We may change our prices. A change will not affect a job you have already paid for, and we will give
          agencies at least 30 days' notice before a change to their subscription price.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-conduct',
    title: 'Prohibited Conduct',
    body: (
      <>
        <p>You must not use the platform to:</p>
        <List>
          <li>create a fake profile or job, impersonate someone else or misrepresent your circumstances;</li>
          <li>
            post a child's name, photograph, school or exact address, or any other detail that could identify
            them;
          </li>
          <li>
            harass, threaten, abuse or discriminate against anyone, or post job adverts that discriminate
            unlawfully under the Equality Act 2010;
          </li>
          <li>ask any user for money, fees, deposits or bank details, or attempt any kind of scam;</li>
          <li>offer work that breaks the law, such as pay below the National Minimum Wage;</li>
          <li>send spam or advertise services unrelated to finding childcare;</li>
          <li>
            copy, scrape or collect other users' information, or contact users for any purpose other than
            childcare work;
          </li>
          <li>avoid paying a fee, for example by advertising a job inside a profile or a message;</li>
          <li>
            upload malicious code, interfere with the platform's security, or try to access accounts or data
            that are not yours.
          </li>
        </List>
        <h3 id="reporting" className="scroll-mt-24 pt-2 text-lg font-semibold text-slate-900">
          Reporting, complaints and appeals
        </h3>
        <p>
          <strong>Reporting.</strong> Anyone can report a job, a nanny profile, a review or any message they
          believe breaks these rules: use the Report icon on the job, the profile or the review, or the Report
          button beside the message in your conversation (a visitor can report from the conversation page her
          email links to). Choose a reason, add any details that help and give an email address so we can
          contact you. A moderator reads every report, usually within two working days, and sooner where a
          child may be at risk. A reported message is kept with the report, and moderators see it with the
          messages around it.
        </p>
        <p>
          <strong>What a moderator may do.</strong> A moderator may hide a job, profile or review from public
          lists (our <TextLink to="/review-policy">Review Policy</TextLink> says which reviews we hide), or
          hide a message so both sides see that a moderator removed it, and may suspend an account under
          section 10. When something of yours is hidden, we email you what was hidden, the reason it was
          reported for and why the moderator hid it, and list it under Account → Moderation.
        </p>
        <p>
          <strong>Appeals.</strong> You can appeal each decision once, from Account → Moderation, saying why
          it should be shown again. A moderator reviews every appeal, a different one from the moderator who
          decided wherever we can, usually within five working days. They either uphold the decision, and the
          content stays hidden, or reverse it, and it is shown again at once. We email you the outcome and
          their reasons either way. If someone records that you did not come to an interview or a trial, you
          can dispute it the same way, once: the moderator either upholds it, and the record stays, or
          overturns it, and it is struck (kept as overturned, it no longer counts against you), and the person
          who recorded it is told.
        </p>
        <p>
          <strong>Complaints.</strong> To complain about a report we did not act on, about how we handled a
          report or an appeal, or about anything else we do, email us at <EmailLink /> and say what happened.
          We acknowledge a complaint within two working days and answer it fully within 14 days, saying what
          we found and what we did. If you are unhappy with our answer, you may complain to Ofcom, which
          regulates online safety in the UK, or, for a complaint about your personal data, to the Information
          Commissioner's Office. A complaint about how we use your personal data has a form of its own, on our{' '}
          <TextLink to={PRIVACY_COMPLAINTS_PATH}>Privacy Policy</TextLink> page and in your account: we
          acknowledge it by email at once and aim to respond within {RESPONSE_AIM_DAYS} days.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We take the privacy of families, nannies and children seriously. Our{' '}
        <TextLink to="/privacy">Privacy Policy</TextLink> explains what personal information we collect, why,
        who we share it with, how long we keep it and your rights under UK data protection law, including the
        UK GDPR and the Data Protection Act 2018.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          Nothing in these terms limits or excludes our liability for death or personal injury caused by our
          negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited
          or excluded under the law of England and Wales.
        </p>
        <p>Subject to that:</p>
        <List>
          <li>
            we are not responsible for what users post, say or do, for the accuracy of their profiles, jobs or
            documents, or for any arrangement, employment or care that results from an introduction;
          </li>
          <li>
            we are not liable for losses that were not reasonably foreseeable when you started using the
            platform;
          </li>
          <li>
            if you use the platform as a business, such as an agency, we are not liable for loss of profit,
            revenue, business or opportunity;
          </li>
          <li>
            our total liability to you is limited to the total fees you paid us in the 12 months before the
            event giving rise to your claim.
          </li>
        </List>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <>
        <p>
          You are responsible for the content you post and for how you use the platform. If you break these
          terms or the law, you agree to cover the reasonable losses, costs and claims that we suffer as a
          foreseeable result, including reasonable legal costs.
        </p>
        <p>
          If you use the platform as a business, you agree to indemnify us fully against any claim brought by
          a third party that arises from your content, your job postings or your dealings with other users.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You can stop using the platform at any time. To close your account, email us at <EmailLink /> from
          the address you registered with. Agencies should also cancel their subscription, which they can do
          at any time from the subscription card on the agency job posting page.
        </p>
        <p>
          We may suspend or close an account, or remove content, if we reasonably believe that someone has
          broken these terms, acted fraudulently, put a child or another user at risk, or if the law requires
          us to. We will usually tell you why, unless doing so would be unlawful or could compromise a
          safeguarding concern or an investigation. If you think we have made a mistake, appeal the decision
          as section 6 explains, or email us and we will review it.
        </p>
        <p>
          When an account closes, its profile and job posts are removed from public view. Fees already paid
          are not refunded unless section 5 says otherwise. Sections 8, 9 and 12 continue to apply after an
          account closes.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: (
      <>
        <p>
          We may update these terms, for example when we add features or when the law changes. If a change is
          material, we will tell you by email and on the website at least 30 days before it takes effect.
          Minor changes, such as clearer wording or corrections, may take effect straight away. The date at
          the top of this page shows when the terms were last updated.
        </p>
        <p>
          If you do not agree with a change, you can close your account (and agencies can cancel their
          subscription) before it takes effect. If you keep using the platform after that date, the updated
          terms will apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <>
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          jurisdiction over any dispute. If you live in Scotland or Northern Ireland, you may also bring
          proceedings in your local courts.
        </p>
        <p>
          If you have a complaint, please contact us first. Most problems can be resolved quickly and
          informally.
        </p>
      </>
    ),
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    body: (
      <p>
        If you have a question about these terms, email us at{' '}
        <EmailLink subject="Terms of Service question" />. We aim to reply as soon as we can.
      </p>
    ),
  },
];

export default function Terms() {
  usePageTitle('Terms of Service');
  return (
    <PageShell
      title="Terms of Service"
      intro={
        <>
          <LastUpdated />
          <p className="mt-3">
            Please read these terms carefully. They explain what you can expect from us, what we expect from
            you, and what we are and are not responsible for.
          </p>
        </>
      }
    >
      <LegalDocument sections={sections} />
    </PageShell>
  );
}
