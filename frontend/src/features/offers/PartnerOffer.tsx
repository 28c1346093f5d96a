import { Link } from 'react-router-dom';
import { myJobApplicantPath } from '@contract/hiring-constants.ts';
import type { OfferView } from '@contract/offers.ts';
import { Card } from '@/components/ui/Card.tsx';
import { Documents, EmployerChecklist, TermsSummary } from '@/features/offers/OfferParts.tsx';
import { partnerNoOfferLine, partnerPartLine } from '@/features/offers/offerShare.ts';
import { ShareParts } from '@/features/offers/ShareParts.tsx';
import { StatusLine } from '@/features/offers/StatusLine.tsx';

/**
 * A nanny share's other family's view of the offer: it reads it (the family that posted the job makes,
 * changes and withdraws it, for both) and, once she accepts, downloads its own written statement and
 * payroll pack, for the part it employs her for.
 */
export function PartnerOffer({ view }: { view: OfferView }) {
  const offer = view.offer;
  const share = offer?.share ?? null;
  return (
    <div className="space-y-6">
      <Link
        to={myJobApplicantPath(view.jobId, view.nannyId)}
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        Back to her application
      </Link>
      {!offer ? (
        <Card>
          <p className="text-slate-800" data-testid="offer-none">
            {partnerNoOfferLine(view.posterLabel)}
          </p>
        </Card>
      ) : (
        <>
          <StatusLine view={view} />
          {share && (
            <p className="text-slate-800" data-testid="offer-partner-part">
              {partnerPartLine(share)}
            </p>
          )}
          {offer.status === 'accepted' && (
            <Documents
              jobId={view.jobId}
              nannyId={view.nannyId}
              statements={offer.statements}
              role="partner"
            />
          )}
          {offer.status === 'accepted' && <EmployerChecklist />}
          {share && <ShareParts share={share} side="partner" />}
          <section aria-labelledby="offer-terms" className="space-y-3">
            <h2 id="offer-terms" className="text-xl font-bold text-slate-900">
              The terms
            </h2>
            {share && (
              <p className="text-slate-700">
                As the offer gives them, with the pay for both parts. Your own written statement names you as
                her employer, with your part of the pay.
              </p>
            )}
            <TermsSummary terms={offer.terms} employeeName={view.nannyName} />
          </section>
        </>
      )}
    </div>
  );
}
