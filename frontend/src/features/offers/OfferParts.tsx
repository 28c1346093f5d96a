import { useId, useState } from 'react';
import {
  EMPLOYER_CHECKLIST,
  STARTER_CHECKLIST_LINK,
  WRITTEN_STATEMENT_LINK,
} from '@contract/employer-checklist.ts';
import type { OfferTerms } from '@contract/offers.ts';
import { changedLine, statementSections, type Particular } from '@contract/statement.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { readPayrollPack, readStatement, saveDocument } from '@/features/offers/api.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { formatDay } from '@/features/my-jobs/format.ts';
import { partnerPackLabel, partnerStatementLabel } from '@/features/offers/offerShare.ts';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The terms, as the written statement will give them: every particular, in its words. */
export function TermsSummary({ terms, employeeName }: { terms: OfferTerms; employeeName: string }) {
  const sections = statementSections({ terms, employeeName, version: 0, issuedAt: new Date().toISOString() });
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {sections.map((section) => (
        <div key={section.particular} className="grid gap-1 p-4 sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold text-slate-900">{section.heading}</dt>
          <dd className="space-y-1 text-slate-800 wrap-anywhere sm:col-span-2">
            {section.lines.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every version of the written statement, and the payroll pack, to download: the caller's own, or, on
 * the nanny's page of a nanny share's offer, the other family's (`otherEmployer`).
 */
export function Documents({
  jobId,
  nannyId,
  statements,
  role,
  heading = 'Documents',
  otherEmployer,
}: {
  jobId: string;
  nannyId: string;
  /** Whose page it is: an employer's words speak of her; hers, to her. */
  role: 'poster' | 'nanny' | 'partner';
  statements: ReadonlyArray<{ version: number; issuedAt: string; changed: readonly Particular[] }>;
  heading?: string;
  /** A nanny share's other family, as her employer: its documents, named so on their buttons. */
  otherEmployer?: string | undefined;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  const employer = otherEmployer === undefined ? undefined : ('partner' as const);
  const download = async (what: string, read: () => ReturnType<typeof readPayrollPack>) => {
    if (busy) return;
    setBusy(what);
    try {
      saveDocument(await read());
    } catch (error) {
      logFailure('Downloading a document failed', error);
      notify.error('We could not download it', refusalText(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="text-slate-700">
        The written statement of employment particulars is due to{' '}
        {role === 'nanny' ? 'you by your' : 'her by her'} first day (
        <a href={WRITTEN_STATEMENT_LINK.href} className={LINK}>
          {WRITTEN_STATEMENT_LINK.label}
        </a>
        ). Each change of a term makes a new version; every version stays here for both of you.
      </p>
      <ul className="space-y-2">
        {[...statements].reverse().map((s) => (
          <li key={s.version} className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void download(`v${s.version}`, () => readStatement(jobId, nannyId, s.version, employer))
              }
              aria-busy={busy === `v${s.version}` || undefined}
            >
              {otherEmployer === undefined
                ? `Download statement version ${s.version}`
                : partnerStatementLabel(otherEmployer, s.version)}
            </Button>
            <span className="text-sm text-slate-700">
              Issued on {formatDay(s.issuedAt)}
              {s.changed.length > 0 && `, changing: ${changedLine(s.changed)}`}
            </span>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">
          {otherEmployer === undefined ? 'Payroll pack' : `${otherEmployer}’s payroll pack`}
        </h3>
        <p className="mt-1 text-slate-800">
          For a nanny payroll service or HMRC’s Basic PAYE Tools: the employer’s and employee’s particulars,
          and a starter checklist {role === 'nanny' ? 'you fill in yourself' : 'she fills in herself'} in the
          PDF, following{' '}
          <a href={STARTER_CHECKLIST_LINK.href} className={LINK}>
            HMRC’s Starter Checklist
          </a>
          .{' '}
          {role === 'nanny'
            ? 'Your National Insurance number and date of birth are typed into the file on your own device: we never see them.'
            : 'Her National Insurance number and date of birth are typed into the file on her own device: we never see them.'}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void download('pack', () => readPayrollPack(jobId, nannyId, employer))}
          aria-busy={busy === 'pack' || undefined}
        >
          {otherEmployer === undefined ? 'Download the payroll pack' : partnerPackLabel(otherEmployer)}
        </Button>
      </div>
    </section>
  );
}

/** What a family must do as employer, each step with why and the page it comes from. */
export function EmployerChecklist() {
  return (
    <section aria-labelledby="employer-checklist" className="space-y-3">
      <h2 id="employer-checklist" className="text-xl font-bold text-slate-900">
        Your checklist as her employer
      </h2>
      <ol className="space-y-4">
        {EMPLOYER_CHECKLIST.map((step, index) => (
          <li key={step.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              {index + 1}. {step.title}
            </h3>
            <p className="mt-1 text-slate-800">{step.what}</p>
            <p className="mt-1 text-slate-700">
              <span className="font-semibold">Why: </span>
              {step.why}
            </p>
            <ul className="mt-2 space-y-1">
              {step.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={LINK}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
