import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { myJobApplicantPath } from '@contract/hiring-constants.ts';
import {
  OFFER_MESSAGES,
  OFFER_STATUS_LABELS,
  offerPath,
  type OfferTerms,
  type OfferView,
} from '@contract/offers.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { signInPath } from '@/features/auth/links.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { formatDay } from '@/features/my-jobs/format.ts';
import { acceptOffer, declineOffer, proposeOffer, withdrawOffer } from '@/features/offers/api.ts';
import { OfferForm } from '@/features/offers/OfferForm.tsx';
import { Documents, EmployerChecklist, TermsSummary } from '@/features/offers/OfferParts.tsx';
import { myOffersKey, offerKey, offerQuery } from '@/features/offers/queries.ts';

/** An offer's page, for the job's poster (make, change, withdraw) and the nanny (accept or decline). */
export default function Offer() {
  const { jobId = '', nannyId = '' } = useParams();
  const { user, loading } = useAuth();
  usePageTitle('Job offer');
  if (loading) return <PageLoading />;
  if (!user)
    return (
      <PageShell title="Job offer" width="narrow">
        <Card>
          <p className="font-semibold text-slate-900">Please sign in to see this offer.</p>
          <ButtonLink to={signInPath(offerPath(jobId, nannyId))} className="mt-6">
            Sign in
          </ButtonLink>
        </Card>
      </PageShell>
    );
  return <OfferPage userId={user.id} jobId={jobId} nannyId={nannyId} />;
}

function OfferPage({ userId, jobId, nannyId }: { userId: string; jobId: string; nannyId: string }) {
  const { data, error, isPending, refetch, isRefetching } = useQuery(offerQuery(userId, jobId, nannyId));
  let content: ReactNode;
  if (data) content = <OfferContent userId={userId} view={data} />;
  else if (isPending) content = <p role="status">Loading the offer…</p>;
  else if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    content = (
      <Card>
        <p className="text-slate-800">{OFFER_MESSAGES.notFound} It may belong to another account.</p>
      </Card>
    );
  else
    content = (
      <ListLoadError
        title="We could not load this offer."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  return (
    <PageShell title={data ? `Job offer: ${data.jobTitle}` : 'Job offer'} width="default">
      {content}
    </PageShell>
  );
}

function OfferContent({ userId, view }: { userId: string; view: OfferView }) {
  const queryClient = useQueryClient();
  const changed = (next: OfferView) => {
    queryClient.setQueryData(offerKey(userId, view.jobId, view.nannyId), next);
    void queryClient.invalidateQueries({ queryKey: myOffersKey(userId) });
    void queryClient.invalidateQueries({ queryKey: ['applicants', userId, view.jobId] });
    void queryClient.invalidateQueries({ queryKey: ['applicant', userId, view.jobId] });
    void queryClient.invalidateQueries({ queryKey: ['my-applications', userId] });
  };
  const refused = (title: string) => (error: unknown) => {
    logFailure(title, error);
    if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length)
      notify.error(title, 'Please check the fields marked.');
    else notify.error(title, refusalText(error));
    if (error instanceof ApiError && (error.status === 409 || error.status === 404))
      void queryClient.invalidateQueries({ queryKey: offerKey(userId, view.jobId, view.nannyId) });
  };
  return view.role === 'poster' ? (
    <PosterOffer view={view} onChanged={changed} onRefused={refused} />
  ) : (
    <NannyOffer view={view} onChanged={changed} onRefused={refused} />
  );
}

type Handlers = {
  view: OfferView;
  onChanged: (next: OfferView) => void;
  onRefused: (title: string) => (error: unknown) => void;
};

function StatusLine({ view }: { view: OfferView }) {
  const offer = view.offer!;
  return (
    <p className="text-slate-800" data-testid="offer-status">
      <span className="font-semibold">{OFFER_STATUS_LABELS[offer.status]}</span>
      {offer.status === 'proposed' && ` · version ${offer.version}, sent on ${formatDay(offer.proposedAt)}`}
      {offer.answeredAt && offer.status !== 'proposed' && ` on ${formatDay(offer.answeredAt)}`}
    </p>
  );
}

function PosterOffer({ view, onChanged, onRefused }: Handlers) {
  const offer = view.offer;
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const propose = useMutation({
    mutationFn: (terms: OfferTerms) => proposeOffer(view.jobId, view.nannyId, terms),
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
  const submit = async (terms: OfferTerms) => {
    try {
      await propose.mutateAsync(terms);
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
  const making = view.canPropose && (!offer || offer.status === 'declined' || offer.status === 'withdrawn');
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
              <p className="text-slate-700">
                {offer.status === 'accepted'
                  ? 'A changed term makes a new version of her written statement; you are both told.'
                  : 'A change makes a new version: she sees the latest, and only it can be accepted.'}
              </p>
              <OfferForm
                terms={offer.terms}
                prefill={null}
                allowPastStart={offer.status === 'accepted'}
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
                <Documents jobId={view.jobId} nannyId={view.nannyId} statements={offer.statements} />
              )}
              {offer.status === 'accepted' && <EmployerChecklist />}
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
      <Dialog
        open={withdrawing}
        onOpenChange={(open) => !withdraw.isPending && setWithdrawing(open)}
        title="Withdraw the offer?"
        description={`${view.nannyName} is told by email, and can no longer accept it. She stays on your shortlist.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setWithdrawing(false)}>
            Keep the offer
          </Button>
          <Button
            variant="destructive"
            onClick={() => !withdraw.isPending && withdraw.mutate()}
            aria-busy={withdraw.isPending || undefined}
          >
            Withdraw the offer
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function NannyOffer({ view, onChanged, onRefused }: Handlers) {
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
    onError: onRefused('The offer was not accepted'),
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
  return (
    <div className="space-y-6">
      <Link to="/my-applications" className="font-semibold text-brand-800 underline underline-offset-2">
        Back to my applications
      </Link>
      <p className="text-slate-800">
        From <span className="font-semibold">{employer}</span>
      </p>
      <StatusLine view={view} />
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
        <Documents jobId={view.jobId} nannyId={view.nannyId} statements={offer.statements} />
      )}
      <section aria-labelledby="offer-terms" className="space-y-3">
        <h2 id="offer-terms" className="text-xl font-bold text-slate-900">
          The terms
        </h2>
        <TermsSummary terms={offer.terms} employeeName={view.nannyName} />
      </section>
      <Dialog
        open={declining}
        onOpenChange={(open) => !decline.isPending && setDeclining(open)}
        title="Decline the offer?"
        description={`${employer} is told by email. You cannot undo this.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeclining(false)}>
            Keep the offer
          </Button>
          <Button
            variant="destructive"
            onClick={() => !decline.isPending && decline.mutate()}
            aria-busy={decline.isPending || undefined}
          >
            Decline the offer
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
