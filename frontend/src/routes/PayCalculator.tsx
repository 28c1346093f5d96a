import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ExternalLink, Prose, TextLink } from '@/components/content/Prose.tsx';
import { ContentSection } from '@/components/content/Sections.tsx';
import { TAX_YEAR_2026_27 } from '@contract/pay-calculator.ts';
import { PayCalculatorForm } from '@/features/pay/PayCalculatorForm.tsx';

const { incomeTax, nationalInsurance, pension, holiday } = TAX_YEAR_2026_27;

/** '2026-11-28' → '28 November 2026'. */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const SOURCES: ReadonlyArray<{ href: string; label: string }> = [
  {
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
    label: 'Rates and thresholds for employers 2026 to 2027 (GOV.UK)',
  },
  { href: 'https://www.gov.uk/income-tax-rates', label: 'Income Tax rates and Personal Allowances (GOV.UK)' },
  { href: 'https://www.gov.uk/scottish-income-tax', label: 'Income Tax in Scotland (GOV.UK)' },
  {
    href: 'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844',
    label: 'Scottish Rate Resolution 2026-27 (Scottish Parliament)',
  },
  {
    href: nationalInsurance.employmentAllowanceSource,
    label: 'Employment Allowance: domestic employment is excluded (HMRC manual)',
  },
  {
    href: pension.sources[0]!,
    label: 'Automatic enrolment earnings trigger and qualifying earnings band for 2026/27 (GOV.UK)',
  },
  {
    href: 'https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay',
    label: 'Workplace pensions: what you, your employer and the government pay (GOV.UK)',
  },
  { href: holiday.source, label: 'Holiday entitlement (GOV.UK)' },
];

export default function PayCalculator() {
  usePageTitle('Pay calculator: the true cost of a nanny');
  return (
    <PageShell
      title="Pay calculator: the true cost of a nanny"
      intro={
        <p>
          When you hire a nanny directly, you are her employer: you take her Income Tax and National Insurance
          off her pay through PAYE, pay employer National Insurance and a workplace pension on top. Type her
          pay to see what she takes home and what it costs you, for the 2026/27 tax year (6 April 2026 to 5
          April 2027).
        </p>
      }
    >
      <div className="space-y-14">
        <PayCalculatorForm />

        <ContentSection id="figures" title="The figures and where they come from">
          <Prose>
            <p>
              The calculator uses the 2026/27 rates and thresholds, checked on {longDay(incomeTax.checked)}:
              Income Tax for England, Wales and Northern Ireland and the six Scottish rates, Class 1 National
              Insurance (category A), the legal minimum workplace pension contributions on qualifying
              earnings, and 5.6 weeks’ statutory paid holiday.
            </p>
            <p>
              Her pension contribution assumes a scheme using “relief at source”, as most schemes chosen by
              families do: she pays 4% from her take-home pay and the scheme adds 1% tax relief, even if she
              pays no Income Tax.
            </p>
            <ul className="list-disc space-y-1 pl-6">
              {SOURCES.map((source) => (
                <li key={source.href}>
                  <ExternalLink href={source.href}>{source.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </Prose>
        </ContentSection>

        <ContentSection id="not-covered" title="What it does not cover">
          <Prose>
            <ul className="list-disc space-y-1 pl-6">
              <li>Student loan or postgraduate loan repayments.</li>
              <li>Other jobs or income she has, which change her tax code.</li>
              <li>Tax codes other than 1257L (S1257L in Scotland), such as emergency or BR codes.</li>
              <li>
                A nanny aged under 21, for whom you pay no employer National Insurance up to £50,270 a year,
                or one under 22, whom you need not enrol in a pension.
              </li>
              <li>Benefits in kind, salary sacrifice, statutory sick, maternity or paternity pay.</li>
              <li>A payroll service’s fee, or cover while she is on holiday.</li>
            </ul>
            <p>
              Before you agree pay, check it is at least the{' '}
              <ExternalLink href="https://www.gov.uk/national-minimum-wage-rates">
                National Minimum Wage
              </ExternalLink>{' '}
              for every hour she works.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="ofsted-and-tax-free-childcare" title="Ofsted registration and Tax-Free Childcare">
          <Prose>
            <p>
              A nanny does not have to register with Ofsted, but she can join the voluntary part of the Ofsted
              Childcare Register as a home childcarer. To register she needs an enhanced DBS check, a
              paediatric first aid qualification suited to the children’s ages, a childcare qualification at
              level 2 or training in the common core skills, and public liability insurance, and she pays
              Ofsted’s yearly fee.
            </p>
            <p>
              Only once she is registered can you pay her with{' '}
              <ExternalLink href="https://www.gov.uk/tax-free-childcare">Tax-Free Childcare</ExternalLink>,
              which is for “approved childcare”, or with childcare vouchers if you still have them from an
              employer (the vouchers closed to new joiners in October 2018).
            </p>
            <p>
              Read more on GOV.UK:{' '}
              <ExternalLink href="https://www.gov.uk/guidance/childminders-and-childcare-providers-register-with-ofsted/nannies-registration">
                Nannies: registration with Ofsted
              </ExternalLink>{' '}
              and{' '}
              <ExternalLink href="https://www.gov.uk/help-with-childcare-costs">
                help with childcare costs (approved childcare)
              </ExternalLink>
              .
            </p>
            <p>
              On the <TextLink to="/candidates?ofsted=1">candidates page</TextLink> you can list only nannies
              with a recorded Ofsted check: a record of the Ofsted Childcare Register check our team made, on
              the day it was made. Ask to see her registration certificate, and check the register yourself,
              before you rely on it.
            </p>
          </Prose>
        </ContentSection>
      </div>
    </PageShell>
  );
}
