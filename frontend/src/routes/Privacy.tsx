import { RETENTION, RETENTION_POLICIES } from '@contract/retention.ts';
import {
  MY_COMPLAINTS_PATH,
  PRIVACY_COMPLAINTS_ID,
  RESPONSE_AIM_DAYS,
} from '@contract/complaints-constants.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { COMPANY_NAME, ICO_HELPLINE, ICO_URL } from '@/components/content/contact.ts';
import { LastUpdated, LegalDocument, type LegalSectionContent } from '@/components/content/LegalDocument.tsx';
import { EmailLink, ExternalLink, JumpLink, List, PhoneLink, TextLink } from '@/components/content/Prose.tsx';
import { ComplaintForm } from '@/features/complaints/ComplaintForm.tsx';

const term = 'font-semibold text-slate-900';

const sections: readonly LegalSectionContent[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>
          {COMPANY_NAME} is the controller of the personal information described in this policy. We collect
          only what we need to run the platform:
        </p>
        <List>
          <li>
            <strong className={term}>Account details:</strong> your name, email address and whether you are a
            family, a nanny or an agency. Your password is handled by our sign-in provider, Amazon Cognito; we
            never see it or store it in readable form.
          </li>
          <li>
            <strong className={term}>Nanny profiles:</strong> your name, general location and postcode
            district (the first half of your postcode, such as SW4: we keep only that half), bio, years of
            experience, skills, languages, the kinds of job you want and when you are free, hourly rate,
            whether you drive or will travel, and any photo, CV, DBS certificate or references you choose to
            upload.
          </li>
          <li>
            <strong className={term}>Verification:</strong> the checks a nanny asks for and what our team
            recorded: the day of each check and when it lapses, the kind of identity document seen, a DBS
            certificate's issue date and the last four digits of its number, the DBS Update Service result,
            the paediatric first aid course date and an Ofsted registration number. The photo or scan she
            attaches is deleted once our team has decided, and a full certificate number is kept only until it
            has been checked. For references: each referee's name, email address and how they know her, and
            their answers.
          </li>
          <li>
            <strong className={term}>Job posts:</strong> the job details you enter, such as the title, general
            location and postcode district (only the first half of the postcode is kept), hours, pay,
            children's ages and description, plus a contact email. Agencies also give their agency name,
            website and logo.
          </li>
          <li>
            <strong className={term}>Saved searches and job alerts:</strong> what a nanny searches the job
            board by (a postcode district or area, job type, pay, start date, requirements) and how often she
            wants to hear about new jobs, until she stops the alert or deletes her account.
          </li>
          <li>
            <strong className={term}>Applications and messages:</strong> the name, email, phone number, cover
            note and CV you send when applying for a job, and the name, email, subject and message you send
            when contacting a nanny.
          </li>
          <li>
            <strong className={term}>Job offers and written statements:</strong> the terms a family or agency
            offers a nanny (the employer's name and address, pay, hours, place of work, holiday, sick pay,
            notice and the rest), each version of them, her answer, and, once she accepts, the full name she
            gives for her written statement of employment particulars. Both of them can read and download
            them. A nanny's National Insurance number and date of birth are never asked for: she types them
            into the payroll pack's form on her own device.
          </li>
          <li>
            <strong className={term}>Reports:</strong> your email address, the reason and any details you give
            when you report content, and our moderators' notes.
          </li>
          <li>
            <strong className={term}>Complaints about your data:</strong> your email address and name (if you
            give one; when you are signed in, your account's), what your complaint is about and what you tell
            us, and our responses.
          </li>
          <li>
            <strong className={term}>Payments:</strong> Stripe collects your card details directly. We receive
            confirmation that you have paid, the amount, and your subscription status, but never your full
            card number.
          </li>
          <li>
            <strong className={term}>Newsletter:</strong> your email address if you subscribe, and whether you
            have used a promo code.
          </li>
          <li>
            <strong className={term}>Technical information:</strong> your IP address, browser type and the
            pages you request, recorded in server logs to keep the service secure, and your cookie and consent
            choices, which are stored in your browser.
          </li>
        </List>
        <p>
          A DBS certificate can contain information about criminal convictions. We look at it only when a
          nanny asks us to check it, and only our moderators can see it. A copy attached to a check request is
          deleted once we have decided; a copy uploaded to her profile stays there until she removes it. We
          check a certificate on the DBS Update Service only with her consent, which she can withdraw at any
          time on her Verification page.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <List>
          <li>create and manage your account and sign you in;</li>
          <li>publish job posts and nanny profiles, and pass on applications and messages;</li>
          <li>
            pass a job offer between a family or agency and a nanny, and make her written statement of
            employment particulars and the payroll pack from the terms she accepted;
          </li>
          <li>take payments, run agency subscriptions and apply promo codes;</li>
          <li>
            check the documents a nanny asks us to check, and show her verification level and the dates of her
            checks on her profile;
          </li>
          <li>email a nanny's referees the reference form, and show our team their answers;</li>
          <li>review reports, moderate content and keep children and users safe;</li>
          <li>send service emails, such as sign-up codes, payment receipts and replies to your questions;</li>
          <li>send our newsletter, only if you have subscribed;</li>
          <li>prevent fraud and abuse, keep the platform secure and meet our legal obligations.</li>
        </List>
        <p>Under the UK GDPR we rely on these lawful bases:</p>
        <List>
          <li>
            <strong className={term}>Contract:</strong> to provide the service you have signed up or paid for.
          </li>
          <li>
            <strong className={term}>Legitimate interests:</strong> to keep the platform safe, moderate
            content, prevent fraud and improve our service, where those interests are not outweighed by your
            rights.
          </li>
          <li>
            <strong className={term}>Consent:</strong> for the newsletter, optional cookies and checking a DBS
            certificate on the DBS Update Service. You can withdraw consent at any time.
          </li>
          <li>
            <strong className={term}>Legal obligation:</strong> for example to keep financial records or to
            respond to lawful requests.
          </li>
        </List>
        <p>
          We do not make decisions about you based solely on automated processing that have legal or similarly
          significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We never sell your personal information. We share it only as follows.</p>
        <List>
          <li>
            <strong className={term}>With the public:</strong> the candidates page shows a nanny's first name
            and general area and postcode district only, together with their bio, experience, skills and
            rates, and their verification level with the checks still current and their dates (never the
            documents or certificate numbers behind them). Surnames, email addresses and phone numbers are not
            shown. The job board shows the job details a family or agency enters, but never their contact
            email.
          </li>
          <li>
            <strong className={term}>With other users, when you choose:</strong> when you apply for a job, the
            family or agency that posted it receives your application. When someone contacts a nanny through
            the contact form, we relay the message without revealing the nanny's email address. The nanny
            decides whether to reply and share their own details.
          </li>
          <li>
            <strong className={term}>With our service providers:</strong> Amazon Web Services hosts the
            platform, stores files and sends email, Amazon Cognito manages sign-in and Stripe processes
            payments. They act on our instructions and must keep your information secure.
          </li>
          <li>
            <strong className={term}>For safety and legal reasons:</strong> with the police, a local authority
            or another public body where the law requires it, or where we believe it is necessary to protect a
            child or anyone else from harm.
          </li>
          <li>
            <strong className={term}>If our business changes hands:</strong> with a buyer, who must protect
            your information as this policy describes.
          </li>
        </List>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>We protect your information with measures appropriate to its sensitivity, including:</p>
        <List>
          <li>encryption in transit (HTTPS) and at rest;</li>
          <li>
            uploaded files such as CVs and DBS certificates kept in private storage, reachable only through
            short-lived links;
          </li>
          <li>
            sign-in managed by Amazon Cognito and card payments by Stripe, so we never hold passwords or card
            numbers;
          </li>
          <li>access to personal information limited to the staff who need it for their work.</li>
        </List>
        <p>
          No system is completely secure. Please use a strong password that you do not use elsewhere. If a
          breach puts your rights at risk, we will tell you and, where the law requires, report it to the
          Information Commissioner's Office (ICO) within 72 hours.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Under the UK GDPR and the Data Protection Act 2018 you have the right to:</p>
        <List>
          <li>access the personal information we hold about you and receive a copy;</li>
          <li>have inaccurate or incomplete information corrected;</li>
          <li>have your information erased;</li>
          <li>restrict how we use your information;</li>
          <li>receive your information in a portable format or have it sent to another organisation;</li>
          <li>object to our use of your information, including for direct marketing;</li>
          <li>withdraw your consent at any time, where we rely on consent;</li>
          <li>not be subject to decisions based solely on automated processing.</li>
        </List>
        <p>
          Some rights apply only in certain circumstances. To use any of them, email <EmailLink />. We may ask
          you to confirm your identity. There is normally no charge and we will reply within one month.
        </p>
        <p>
          If you are unhappy with how we have handled your information, please tell us with our{' '}
          <JumpLink targetId={PRIVACY_COMPLAINTS_ID}>complaint form</JumpLink>. You also have the right to
          complain to the Information Commissioner's Office: visit{' '}
          <ExternalLink href={ICO_URL}>ico.org.uk</ExternalLink> or call <PhoneLink number={ICO_HELPLINE} />.
        </p>
      </>
    ),
  },
  {
    id: PRIVACY_COMPLAINTS_ID,
    title: 'Complaints About Your Data',
    body: (
      <>
        <p>
          If you are unhappy with how we collect, use, share or keep your personal information, you can
          complain to us with the form below, whether or not you have an account.
        </p>
        <List>
          <li>We email you an acknowledgement with a reference as soon as your complaint arrives.</li>
          <li>
            We look into it and aim to send you our response within {RESPONSE_AIM_DAYS} days. If we need
            longer, we write to tell you why and how it is going.
          </li>
          <li>
            With an account, you can also make a complaint from your account's{' '}
            <TextLink to={MY_COMPLAINTS_PATH}>Data protection complaints</TextLink> page. Your complaints and
            our responses are also in the copy of your data you can download from your account.
          </li>
          <li>
            You can complain to the Information Commissioner's Office at any time:{' '}
            <ExternalLink href={ICO_URL}>ico.org.uk</ExternalLink> or <PhoneLink number={ICO_HELPLINE} />.
          </li>
        </List>
        <ComplaintForm />
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use essential cookies and similar browser storage to keep you signed in, remember your consent
          choices and keep the platform secure. These are always on because the site cannot work without them.
        </p>
        <p>
          We use analytics, marketing and personalisation cookies only if you agree to them. You can change
          your choices at any time on our <TextLink to="/cookies">Cookie Policy</TextLink> page, which also
          lists the types of cookies we use and how long they last.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <>
        <p>
          The platform is for adults aged 18 and over. We do not knowingly collect information from children,
          and we will close an account if we learn that its holder is under 18.
        </p>
        <p>
          Families describe their childcare needs, so some job posts include information about children. To
          protect them:
        </p>
        <List>
          <li>
            never post children's names; describe them by age instead (for example "two children, aged 3 and
            6");
          </li>
          <li>do not upload photographs of children or mention their school or nursery;</li>
          <li>use a general location such as a town or postcode district, never your full address.</li>
        </List>
        <p>We remove content that identifies a child as soon as we become aware of it.</p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    body: (
      <>
        <p>
          Our platform is hosted by Amazon Web Services in its London region (eu-west-2). Your account,
          profile, job posts, uploaded files and other platform data are stored there, in the UK.
        </p>
        <p>
          Some of our service providers, such as Stripe, may process information outside the UK, for example
          in the European Economic Area or the United States. When that happens, we make sure the transfer is
          protected by safeguards recognised under UK law, such as UK adequacy regulations, the UK-US data
          bridge or the ICO's International Data Transfer Agreement. You can ask us for more details.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <p>We keep personal information only for as long as we need it:</p>
        <List>
          {RETENTION_POLICIES.map((policy) => (
            <li key={policy} data-retention={policy}>
              <strong className={term}>{RETENTION[policy].what}:</strong> {RETENTION[policy].kept}.
            </li>
          ))}
        </List>
        <p>
          We may keep information for longer where the law requires it or where it is needed to deal with a
          legal claim or a safeguarding concern.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy when our service or the law changes. If a change is significant, we will
        tell you by email or on the website before it takes effect. The date at the top of this page shows
        when the policy was last updated.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        For any question about this policy or your personal information, or to use your rights, email{' '}
        <EmailLink subject="Privacy question" />. Please tell us which email address you registered with so we
        can find your account.
      </p>
    ),
  },
];

export default function Privacy() {
  usePageTitle('Privacy Policy');
  return (
    <PageShell
      title="Privacy Policy"
      intro={
        <>
          <LastUpdated />
          <p className="mt-3">
            This policy explains what personal information we collect when you use {COMPANY_NAME}, how we use
            and protect it, and the choices and rights you have.
          </p>
        </>
      }
    >
      <LegalDocument sections={sections} />
    </PageShell>
  );
}
