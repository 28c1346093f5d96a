import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/auth/AuthProvider.tsx';
import type { AuthUser } from '@/auth/session.ts';
import { AgencyJobForm } from '@/features/agency/AgencyJobForm.tsx';
import { AgencyProfileCard } from '@/features/agency/AgencyProfileCard.tsx';
import { CreateAgencyProfileCard } from '@/features/agency/CreateAgencyProfileCard.tsx';
import { AGENCY_PRICE_LABEL, AGENCY_SIGN_IN_PATH, AGENCY_SIGN_UP_PATH } from '@/features/agency/format.ts';
import { agencyProfileQuery, useSubscriptionStatus } from '@/features/agency/queries.ts';
import { SubscriptionCard } from '@/features/agency/SubscriptionCard.tsx';
import { WrongAccountType } from '@/features/auth/WrongAccountType.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

const TITLE = 'Post a Nanny Job - Agencies';

export default function PostJobAgency() {
  const { user, loading } = useAuth();

  usePageTitle(TITLE);

  if (loading) return <PageLoading />;

  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <Card>
          <p className="font-semibold text-slate-900">Agencies post jobs under their own brand.</p>
          <p className="mt-2 text-slate-800">
            {`Sign in with your agency account to post jobs with your agency’s name, logo and website, and to manage your subscription (${AGENCY_PRICE_LABEL}, first month free).`}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={AGENCY_SIGN_IN_PATH}>Sign in to post a job</ButtonLink>
            <ButtonLink to={AGENCY_SIGN_UP_PATH} variant="outline">
              Create an agency account
            </ButtonLink>
          </div>
        </Card>
      </PageShell>
    );

  // Another type of account is told so, and may switch to an agency account while it has created nothing.
  if (user.userType !== 'agency')
    return (
      <PageShell title={TITLE} width="narrow">
        <WrongAccountType wanted="agency" />
      </PageShell>
    );

  return <AgencyWorkspace user={user} />;
}

/**
 * The agency's page: its profile's cards on the left (first on phones): the card that creates it, or the
 * profile (whose name every post carries) and the subscription; the form on the right.
 */
function AgencyWorkspace({ user }: { user: AuthUser }) {
  const profileQuery = useQuery(agencyProfileQuery(user.id));
  const profile = profileQuery.data;
  const status = useSubscriptionStatus(user.id, Boolean(profile));
  const subscriptionHeading = useRef<HTMLHeadingElement>(null);
  const profileName = useRef<HTMLInputElement>(null);
  const [focusSubscription, setFocusSubscription] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const [profileRequests, setProfileRequests] = useState(0);

  // Once the profile is created the card is replaced by the subscription card: focus follows it.
  useEffect(() => {
    if (!focusSubscription || !profile) return;
    subscriptionHeading.current?.focus();
    setFocusSubscription(false);
  }, [focusSubscription, profile]);

  const showSubscription = useCallback(() => {
    const heading = subscriptionHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, []);
  const showProfile = useCallback(() => profileName.current?.focus(), []);
  const editProfile = useCallback(() => {
    setEditingProfile(true);
    setProfileRequests((n) => n + 1);
  }, []);

  return (
    <PageShell
      title={TITLE}
      width="wide"
      intro={
        <>
          Post nanny jobs under your agency’s brand. Agency Premium is a monthly subscription (
          <strong className="text-slate-900">{AGENCY_PRICE_LABEL}</strong>, first month free): post as many
          jobs as you like, and each goes live as soon as you submit it.
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <div>
          {profileQuery.isPending ? (
            <Card>
              <p role="status" className="text-slate-700">
                Loading your agency…
              </p>
            </Card>
          ) : profile === undefined ? (
            <Card>
              <p role="alert" className="font-semibold text-slate-900">
                We couldn’t load your agency profile.
              </p>
              <p className="mt-1 text-slate-700">Check your connection and try again.</p>
              <Button variant="outline" className="mt-4" onClick={() => void profileQuery.refetch()}>
                Try again
              </Button>
            </Card>
          ) : profile === null ? (
            <CreateAgencyProfileCard
              userId={user.id}
              nameRef={profileName}
              onCreated={() => setFocusSubscription(true)}
            />
          ) : (
            <div className="space-y-6">
              <AgencyProfileCard
                userId={user.id}
                profile={profile}
                editing={editingProfile}
                onEditingChange={setEditingProfile}
                openRequest={profileRequests}
              />
              <SubscriptionCard status={status} headingRef={subscriptionHeading} />
            </div>
          )}
        </div>
        <AgencyJobForm
          user={user}
          profile={profile}
          subscription={status.data}
          onShowSubscription={showSubscription}
          onShowProfile={showProfile}
          onEditProfile={editProfile}
        />
      </div>
    </PageShell>
  );
}
