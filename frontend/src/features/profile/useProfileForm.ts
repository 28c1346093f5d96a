import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NANNY_MESSAGES, nannyProfileInput, type NannyProfileInput } from '@contract/nanny.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { signInPath } from '@/features/auth/links.ts';
import { CANDIDATES_KEY } from '@/features/candidates/queries.ts';
import { clearDraft, writeDraft } from '@/features/job-posting/draft.ts';
import { saveNannyProfile } from '@/features/profile/api.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { draftKey, EMPTY, readProfileDraft, type ProfileDraft } from '@/features/profile/profileDraft.ts';

export const CREATE_TITLE = 'Create Your Nanny Profile';
const MY_PROFILE_TITLE = 'My profile';

/** Sign in and come back; Nanny is the type chosen should the visitor turn to Sign Up. */
export const SIGN_IN_PATH = signInPath('/create-profile', 'nanny');

/**
 * The nanny profile form's state: her saved profile (or a new one) filled in once, what she types kept
 * as a draft for the tab, and the save with each way it can fail.
 */
export function useProfileForm() {
  const { user, loading, demo } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNanny = user?.userType === 'nanny';
  const existing = useQuery({
    ...nannyProfileQuery(user?.id ?? ''),
    // The demo has no accounts: anyone may try the form (nothing is saved).
    enabled: isNanny || demo,
  });
  const editing = Boolean(existing.data);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<NannyProfileInput>({ resolver: zodResolver(nannyProfileInput), defaultValues: EMPTY });
  const { handleSubmit, reset, setError, formState, watch, getValues } = form;
  const errors = formState.errors;
  const formToast = useFormToast('nanny-profile', errors);
  // The saved profile the form was filled from, and whether unsaved changes were brought back over it.
  const filledWith = useRef<{ basis: string; values: NannyProfileInput } | null>(null);
  const [restored, setRestored] = useState(false);

  // Once she has a profile, the page is hers: 'My profile', as the account menu calls it. Creating one
  // keeps the spec's heading.
  const pageHeading = editing ? MY_PROFILE_TITLE : CREATE_TITLE;
  usePageTitle(pageHeading);

  // Fill the form once per loaded profile (or once for a new one); later re-renders keep what was typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const key = existing.data
      ? `profile:${existing.data.updatedAt}`
      : existing.data === null && user
        ? `new:${user.id}`
        : null;
    if (!key || filledFor.current === key || !user) return;
    filledFor.current = key;
    let values: NannyProfileInput;
    if (existing.data) {
      const { id: _id, verification: _v, createdAt: _c, updatedAt: _u, ...profile } = existing.data;
      values = {
        ...profile,
        skills: profile.skills as NannyProfileInput['skills'],
        lookingFor: profile.lookingFor as NonNullable<NannyProfileInput['lookingFor']>,
      };
    } else values = { ...EMPTY, fullName: user.fullName, email: user.email };
    const basis = existing.data ? existing.data.updatedAt : 'new';
    filledWith.current = { basis, values };
    const draft = readProfileDraft(user.id, basis);
    // The email is the account's, whatever a draft says.
    const unsaved = draft && { ...draft, email: values.email };
    const differs = unsaved !== null && JSON.stringify(unsaved) !== JSON.stringify(values);
    reset(differs ? unsaved : values);
    setRestored(differs);
    if (!differs) clearDraft(draftKey(user.id));
  }, [existing.data, user, reset]);

  // Every change she makes is kept as the draft (a reset, which fills the form, is not a change).
  useEffect(() => {
    if (!user) return;
    const subscription = watch((_values, { name }) => {
      if (!name || !filledWith.current) return;
      const draft: ProfileDraft = { basis: filledWith.current.basis, values: getValues() };
      writeDraft(draftKey(user.id), draft);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, user]);

  const discardDraft = () => {
    if (!user || !filledWith.current) return;
    clearDraft(draftKey(user.id));
    reset(filledWith.current.values);
    setRestored(false);
  };
  const failedTitle = editing
    ? 'Failed to save your changes. Please try again.'
    : 'Failed to create profile. Please try again.';

  const onSubmit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const saved = await saveNannyProfile(values);
      if (user) {
        clearDraft(draftKey(user.id));
        queryClient.setQueryData(nannyProfileQuery(user.id).queryKey, saved);
      }
      setRestored(false);
      await queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      if (editing) {
        notify.success('Profile Updated', 'Your changes are saved.');
      } else {
        notify.success(
          'Profile Created!',
          saved.activelyLooking
            ? 'Families can now find you on the candidates page.'
            : 'Your profile is saved. It stays off the candidates page while you are not available.',
        );
        // On to what she made it for: the jobs (with those that suit her first, now she has a profile).
        navigate('/jobs');
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        // What she typed is in the draft, and comes back once she has signed in again.
        notify.info('Please sign in again', 'Your session has ended. Your answers are kept.');
        navigate(SIGN_IN_PATH);
      } else if (e instanceof ApiError && e.status === 429) {
        const [title, description] = NANNY_MESSAGES.tooManyAttempts.split(': ');
        notify.error(title!, description);
      } else if (e instanceof ApiError && e.status === 400 && Object.keys(e.fields).length) {
        // Show each message under its field (a reference's or a file's detail under the field itself).
        Object.entries(e.fields).forEach(([field, message], i) =>
          setError(
            field.split('.')[0] as FieldPath<NannyProfileInput>,
            { message },
            { shouldFocus: i === 0 },
          ),
        );
        formToast.error(failedTitle, 'Please check the highlighted fields.');
      } else {
        logFailure('Saving the nanny profile failed', e);
        notify.error(failedTitle, e instanceof Error ? e.message : undefined);
      }
    } finally {
      setSubmitting(false);
    }
  }, formToast.invalid);

  return {
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
  };
}
