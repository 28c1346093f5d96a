import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { OFFER_MESSAGES, offerPath, type OfferView } from '@contract/offers.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { signInPath } from '@/features/auth/links.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { NannyOffer } from '@/features/offers/NannyOffer.tsx';
import { PartnerOffer } from '@/features/offers/PartnerOffer.tsx';
import { PosterOffer } from '@/features/offers/PosterOffer.tsx';
import { myOffersKey, offerKey, offerQuery } from '@/features/offers/queries.ts';

/**
 * An offer's page, for the job's poster (make, change, withdraw), the nanny (accept or decline) and, on
 * a nanny share's job, the other family (read, and download its own documents).
 */
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
    // Her application and the job's counts of applicants by status follow the offer (an accepted one
    // hires her): the poster's job page reads them again when it is next shown.
    void queryClient.invalidateQueries({ queryKey: ['my-job', userId, view.jobId] });
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
  if (view.role === 'partner') return <PartnerOffer view={view} />;
  // The nanny's page is only ever an offer made (the server answers 404 before); never crash on none.
  if (view.role === 'nanny' && !view.offer)
    return (
      <Card>
        <p className="text-slate-800">{OFFER_MESSAGES.notFound}</p>
      </Card>
    );
  return view.role === 'poster' ? (
    <PosterOffer view={view} onChanged={changed} onRefused={refused} />
  ) : (
    <NannyOffer view={view} onChanged={changed} onRefused={refused} />
  );
}
