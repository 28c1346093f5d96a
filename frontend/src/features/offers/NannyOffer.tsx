import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { OFFER_MESSAGES } from '@contract/offers.ts';
import { changedLine } from '@contract/statement.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { acceptOffer, declineOffer, readOffer } from '@/features/offers/api.ts';
import type { OfferHandlers } from '@/features/offers/handlers.ts';
import { Documents, TermsSummary } from '@/features/offers/OfferParts.tsx';
import { twoEmployersLine } from '@/features/offers/offerShare.ts';
import { StatusLine } from '@/features/offers/StatusLine.tsx';
import { formatDay } from '@/features/my-jobs/format.ts';

/** The nanny's view of an offer: its terms, and her answer (accept with her full name, or decline). */
export function NannyOffer({ view, onChanged, onRefused }: OfferHandlers) {
  const offer = view.offer!;
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [declining, setDeclining] = useState(false);
  const accept = useMutation({
    mutationFn: () => acceptOffer(view.jobId, view.nannyId, offer.version, fullName.trim()),
    onSuccess: (next) => {
      onChanged(next);
      notify.success(OFFER_MESSAGES.accepted, 'Your written statement is ready to download.');
    },
    onError: async (error) => {
      // Accepted meanwhile (in another tab): the offer as it now stands, and no error when it is hers.
      if (error instanceof ApiError && error.status === 409) {
        const now = await readOffer(view.jobId, view.nannyId).catch(() => null);
        if (now?.offer?.status === 'accepted') {
          onChanged(now);
          notify.info('You accepted this offer already', 'Your written statement is ready to download.');
          return;
        }
      }
      onRefused('The offer was not accepted')(error);
    },
  });
  const decline = useMutation({
    mutationFn: () => declineOffer(view.jobId, view.nannyId, offer.version),
    onSuccess: (next) => {
      onChanged(next);
      setDeclining(false);
      notify.success(OFFER_MESSAGES.declined, undefined);
    },
    onError: (error) => {
      setDeclining(false);
      onRefused('The offer was not declined')(error);
    },
  });
  const employer = offer.terms.employerName || view.posterLabel;
  const latest = offer.statements.at(-1);
  // A nanny share's offer: two families employ her, each for its part, each with its own statement.
  const share = offer.share;
  return (
    <div className="space-y-6">
      <Link to="/my-applications" className="font-semibold text-brand-800 underline underline-offset-2">
        Back to my applications
      </Link>
      <p className="text-slate-800">
        From <span className="font-semibold">{employer}</span>
      </p>
      <StatusLine view={view} />
      {share && (
        <p className="text-slate-800" data-testid="offer-employers">
          {twoEmployersLine(share)}
        </p>
      )}
      {offer.status === 'accepted' && latest && latest.version > 1 && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="offer-change"
        >
          <span className="font-semibold">
            Changed by {employer} on {formatDay(latest.issuedAt)}
            {latest.changed.length ? ':' : '.'}
          </span>
          {latest.changed.length ? ` ${changedLine(latest.changed)}.` : ''} The terms below are version{' '}
          {latest.version} of your written statement; you accepted version 1. A change to terms you agreed
          needs your agreement: if you did not agree it, talk to {employer}.
        </p>
      )}
      {offer.status === 'proposed' && (
        <form
          noValidate
          aria-labelledby="answer-offer"
          className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (accept.isPending) return;
            if (!fullName.trim()) return setNameError(OFFER_MESSAGES.employeeName);
            setNameError(undefined);
            accept.mutate();
          }}
        >
          <h2 id="answer-offer" className="text-xl font-bold text-slate-900">
            Your answer
          </h2>
          <p className="text-slate-800">
            Accepting hires you on the terms below. Your written statement is made from them, with your full
            name: the family sees it there.
          </p>
          <InputField
            label="Your full name, as your statement should give it"
            required
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            error={nameError}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" aria-busy={accept.isPending || undefined}>
              {accept.isPending ? 'Accepting…' : 'Accept the offer'}
            </Button>
            <Button variant="outline" onClick={() => setDeclining(true)}>
              Decline the offer
            </Button>
          </div>
        </form>
      )}
      {offer.status === 'accepted' && (
        <Documents
          jobId={view.jobId}
          nannyId={view.nannyId}
          statements={offer.statements}
          role="nanny"
          {...(share ? { heading: `Documents from ${employer}` } : {})}
        />
      )}
      {offer.status === 'accepted' && share && (
        <Documents
          jobId={view.jobId}
          nannyId={view.nannyId}
          statements={offer.statements}
          role="nanny"
          heading={`Documents from ${share.partnerEmployerName}`}
          otherEmployer={share.partnerEmployerName}
        />
      )}
      <section aria-labelledby="offer-terms" className="space-y-3">
        <h2 id="offer-terms" className="text-xl font-bold text-slate-900">
          The terms
        </h2>
        <TermsSummary terms={offer.terms} employeeName={view.nannyName} />
      </section>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline the offer?"
        description={`${employer} is told by email. You cannot undo this.`}
        keepLabel="Keep the offer"
        confirmLabel="Decline the offer"
        busy={decline.isPending}
        onConfirm={() => decline.mutate()}
      />
    </div>
  );
}
