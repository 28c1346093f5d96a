import { PageShell } from '@/components/layout/PageShell.tsx';
import { SHARE_RULE_SOURCE } from '@contract/shares-constants.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ExternalLink, Prose, TextLink } from '@/components/content/Prose.tsx';
import { ContentSection } from '@/components/content/Sections.tsx';
import { SplitCalculatorForm } from '@/features/shares/SplitCalculatorForm.tsx';

export default function ShareSplitCalculator() {
  usePageTitle('Nanny share calculator');
  return (
    <PageShell
      title="Nanny share calculator"
      intro={
        <p>
          In a nanny share, two families employ one nanny, who looks after their children together. Type the
          hours and pay you have in mind to see what each family pays her a week, and what it costs each
          family as her employer.
        </p>
      }
    >
      <div className="space-y-14">
        <SplitCalculatorForm />

        <ContentSection id="what-it-does" title="What the calculator does, and does not">
          <Prose>
            <p>
              Each family is a separate employer, with its own payroll, its own employer National Insurance
              and pension, and its own written statement of her terms for her. How the pay is split is what
              the two families agree with each other and with her: the calculator only does the arithmetic.
            </p>
            <p>
              A nanny may look after the children of at most two families together, in either family’s home,
              without registering as a childminder. Source:{' '}
              <ExternalLink href={SHARE_RULE_SOURCE.href}>{SHARE_RULE_SOURCE.label}</ExternalLink>.
            </p>
            <p>
              For one family’s figures in full (her Income Tax, National Insurance and take-home pay), use the{' '}
              <TextLink to="/pay-calculator">pay calculator</TextLink>.
            </p>
          </Prose>
        </ContentSection>
      </div>
    </PageShell>
  );
}
