import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myJobApplicantPath, myJobFillPath } from '@contract/hiring-constants.ts';
import { OFFER_MESSAGES, type OfferTerms } from '@contract/offers.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { notify } from '@/components/ui/toast.ts';
import { proposeOffer, withdrawOffer } from '@/features/offers/api.ts';
import type { OfferHandlers } from '@/features/offers/handlers.ts';
import { OfferForm } from '@/features/offers/OfferForm.tsx';
import { Documents, EmployerChecklist, TermsSummary } from '@/features/offers/OfferParts.tsx';
import { formSplitOf, splitBody } from '@/features/offers/offerShare.ts';
import { ShareParts } from '@/features/offers/ShareParts.tsx';
import { StatusLine } from '@/features/offers/StatusLine.tsx';

/** The job's poster's view of an offer: make it, change it, or withdraw it before she answers. */
export function PosterOffer({ view, onChanged, onRefused }: OfferHandlers) {
  const offer = view.offer;
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const making = view.canPropose && (!offer || offer.status === 'declined' || offer.status === 'withdrawn');
  // A nanny share's job: a new offer sends the split both families agreed; a change, the offer's own.
  const split = making ? formSplitOf(view.prefill?.split, null) : formSplitOf(undefined, offer?.share);
  const propose = useMutation({
    mutationFn: ({ terms, agreed }: { terms: OfferTerms; agreed: boolean }) =>
      proposeOffer(view.jobId, view.nannyId, {
        ...terms,
        ...(agreed ? { agreedWithEmployee: true } : {}),
        ...(split ? { split: splitBody(split) } : {}),
      }),
    onSuccess: (next) => {
      onChanged(next);
      setEditing(false);
      notify.success(
        !offer || offer.status !== 'proposed'
          ? offer?.status === 'accepted'
            ? OFFER_MESSAGES.statementChanged
            : OFFER_MESSAGES.proposed
          : OFFER_MESSAGES.changed,
        undefined,
      );
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawOffer(view.jobId, view.nannyId),
    onSuccess: (next) => {
      onChanged(next);
      setWithdrawing(false);
      notify.success(OFFER_MESSAGES.withdrawn, undefined);
    },
    onError: (error) => {
      setWithdrawing(false);
      onRefused('The offer was not withdrawn')(error);
    },
  });
  const submit = async (terms: OfferTerms, agreed: boolean) => {
    try {
      await propose.mutateAsync({ terms, agreed });
    } catch (error) {
      onRefused('The offer was not sent')(error);
      throw error;
    }
  };
  const back = (
    <Link
      to={myJobApplicantPath(view.jobId, view.nannyId)}
      className="font-semibold text-brand-800 underline underline-offset-2"
    >
      Back to her application
    </Link>
  );
  return (
    <div className="space-y-6">
      {back}
      {offer && <StatusLine view={view} />}
      {making ? (
        <section aria-labelledby="make-offer" className="space-y-4">
          <h2 id="make-offer" className="text-xl font-bold text-slate-900">
            Make {view.nannyName} an offer
          </h2>
          <p className="text-slate-700">
            She is hired when she accepts it. Her written statement of employment particulars is made from
            these terms, so say them as you mean them; you can change the offer until she answers.
          </p>
          <OfferForm
            terms={null}
            prefill={view.prefill}
            split={split}
            submitLabel="Send the offer"
            saving={propose.isPending}
            onSubmit={submit}
          />
        </section>
      ) : offer ? (
        <>
          {editing ? (
            <section aria-labelledby="change-offer" className="space-y-4">
              <h2 id="change-offer" className="text-xl font-bold text-slate-900">
                {offer.status === 'accepted' ? 'Change a term' : 'Change the offer'}
              </h2>
              {offer.status === 'accepted' ? (
                <div className="space-y-2 text-slate-700">
                  <p>
                    <span className="font-semibold text-slate-900">
                      {view.nannyName} accepted these terms.
                    </span>{' '}
                    A change to terms you both agreed, above all to her pay, needs her agreement: agree it
                    with her before you issue it here. It is not a new offer she can accept or decline.
                  </p>
                  <p>
                    A change makes a new version of her written statement, which names the terms that changed
                    and the day; you are both told by email. The law asks you to give her the change in
                    writing within a month of it (Employment Rights Act 1996, section 4).
                  </p>
                </div>
              ) : (
                <p className="text-slate-700">
                  A change makes a new version: she sees the latest, and only it can be accepted.
                </p>
              )}
              <OfferForm
                terms={offer.terms}
                prefill={null}
                split={split}
                allowPastStart={offer.status === 'accepted'}
                {...(offer.status === 'accepted'
                  ? { confirmAgreement: `I have agreed this change with ${view.nannyName}` }
                  : {})}
                submitLabel={
                  offer.status === 'accepted' ? 'Save and issue a new version' : 'Send the changed offer'
                }
                saving={propose.isPending}
                onSubmit={submit}
                onCancel={() => setEditing(false)}
              />
            </section>
          ) : (
            <>
              {offer.status === 'accepted' && view.jobOpen && (
                <section
                  aria-labelledby="next-step"
                  className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
                >
                  <h2 id="next-step" className="text-xl font-bold text-slate-900">
                    Next: mark the job filled
                  </h2>
                  <p className="text-slate-800">
                    The job is still on the job board, where nannies can apply and you are shown nannies to
                    invite. Mark it filled to take it off the board; the applicants still open are told it has
                    closed.
                  </p>
                  <ButtonLink to={myJobFillPath(view.jobId)}>Mark the job filled</ButtonLink>
                </section>
              )}
              {(offer.status === 'proposed' || offer.status === 'accepted') && (
                <div className="flex flex-wrap gap-3">
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    {offer.status === 'accepted' ? 'Change a term' : 'Change the offer'}
                  </Button>
                  {offer.status === 'proposed' && (
                    <Button variant="destructive" onClick={() => setWithdrawing(true)}>
                      Withdraw the offer
                    </Button>
                  )}
                </div>
              )}
              {offer.status === 'accepted' && (
                <Documents
                  jobId={view.jobId}
                  nannyId={view.nannyId}
                  statements={offer.statements}
                  role="poster"
                />
              )}
              {offer.status === 'accepted' && <EmployerChecklist />}
              {offer.share && <ShareParts share={offer.share} side="poster" />}
              <section aria-labelledby="offer-terms" className="space-y-3">
                <h2 id="offer-terms" className="text-xl font-bold text-slate-900">
                  The terms
                </h2>
                <TermsSummary terms={offer.terms} employeeName={view.nannyName} />
              </section>
            </>
          )}
        </>
      ) : (
        <Card>
          <p className="text-slate-800">{OFFER_MESSAGES.notApplicant}</p>
        </Card>
      )}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title="Withdraw the offer?"
        description={`${view.nannyName} is told by email, and can no longer accept it. She stays on your shortlist.`}
        keepLabel="Keep the offer"
        confirmLabel="Withdraw the offer"
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      />
    </div>
  );
}
