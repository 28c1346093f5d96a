/** /create-profile: a nanny's profile, created or edited (features/profile). */
import { Navigate } from 'react-router-dom';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { WrongAccountType } from '@/features/auth/WrongAccountType.tsx';
import { ProfilePreview } from '@/features/profile/ProfilePreview.tsx';
import { AvailabilitySection, PersonalSection } from '@/features/profile/ProfileSections.tsx';
import { SkillsSection, WorkSection } from '@/features/profile/ProfileSkills.tsx';
import { CommentsCard, DocumentsSection } from '@/features/profile/ProfileDocuments.tsx';
import { CREATE_TITLE, SIGN_IN_PATH, useProfileForm } from '@/features/profile/useProfileForm.ts';

export default function CreateProfile() {
  const {
    user,
    loading,
    demo,
    isNanny,
    existing,
    editing,
    pageHeading,
    submitting,
    form,
    errors,
    restored,
    discardDraft,
    onSubmit,
  } = useProfileForm();

  if (loading) return <PageLoading />;
  if (!user && !demo) return <Navigate to={SIGN_IN_PATH} replace />;
  if (user && !isNanny)
    return (
      <PageShell title={CREATE_TITLE} width="narrow">
        <WrongAccountType wanted="nanny" />
        <ButtonLink to="/candidates" variant="outline" className="mt-6">
          Browse nannies
        </ButtonLink>
      </PageShell>
    );
  if (existing.isPending) return <PageLoading />;
  if (existing.isError)
    return (
      <PageShell title={CREATE_TITLE} width="narrow">
        <p role="alert" className="text-slate-800">
          We could not load your profile. Please refresh the page.
        </p>
      </PageShell>
    );

  return (
    <PageShell
      title={pageHeading}
      intro="Your profile is free. Families see your first name, your photo if you add one, your general area, bio, experience and skills – never your surname or email. Signed-in families and agencies can also view your CV, with any name or contact details it shows."
    >
      <div role="note" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">Privacy tip</p>
        <p className="mt-1 text-slate-800">
          Use your first name and a general area (for example “Clapham, London”), not your street or home
          address.
        </p>
      </div>
      {restored && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900"
        >
          <p className="min-w-0 flex-1">
            Your changes that were not saved yet are back in the form. Save them when you are ready.
          </p>
          <Button variant="outline" size="sm" onClick={discardDraft}>
            Discard unsaved changes
          </Button>
        </div>
      )}
      {existing.data && <ProfilePreview profile={existing.data} />}
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <AvailabilitySection form={form} editing={editing} />
        <PersonalSection form={form} errors={errors} />
        <SkillsSection form={form} errors={errors} />
        <WorkSection form={form} errors={errors} />
        <DocumentsSection form={form} errors={errors} />
        <CommentsCard form={form} errors={errors} />

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Profile'}
        </Button>
      </form>
    </PageShell>
  );
}
