import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { createShareInput, SHARE_PATHS } from '@contract/shares.ts';
import { emptyWeek } from '@contract/week-constants.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { FormMessage } from '@/features/shares/FormMessage.tsx';
import { PART_FIELDS, PartFields } from '@/features/shares/PartFields.tsx';
import { createShare } from '@/features/shares/api.ts';
import { myShareKey, shareChanged } from '@/features/shares/queries.ts';
import { useServerRefusal } from '@/features/shares/useServerRefusal.ts';

type Values = z.input<typeof createShareInput>;
type Output = z.output<typeof createShareInput>;

const FIELDS = [...PART_FIELDS, 'about', 'listed'] as const;
const resolver = zodResolver(createShareInput);

/** A family with no share starts one: its part, a few words, and whether other families may find it. */
export function StartShareForm({ userId, headingId }: { userId: string; headingId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = { listed: useId(), listedHint: useId(), message: useId() };
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      part: { postcode: '', schedule: emptyWeek(), children: 1, childrenAges: '' },
      about: '',
      listed: true,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const formToast = useFormToast('start-share', errors);
  const refusal = useServerRefusal<Values>('Starting a nanny share failed', FIELDS, setError);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      const share = await createShare(values);
      shareChanged(queryClient, userId, share);
      queryClient.setQueryData(myShareKey(userId), { share });
      notify.success(
        'Your nanny share has started',
        values.listed ? 'Families nearby can find it now.' : 'Send its link to the family you share with.',
      );
      void navigate(SHARE_PATHS.share(share.id));
    } catch (error) {
      const text = refusal.refused(error);
      if (text) formToast.error('Your nanny share was not started', text);
    }
  }, formToast.invalid);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        aria-busy={isSubmitting || undefined}
        className="mt-5 space-y-5"
      >
        <PartFields />
        <TextareaField
          label="About your family (optional)"
          rows={4}
          maxLength={1000}
          hint="A few words for the families who find your share: your routine, what you hope for. Please don’t use your children’s names."
          error={errors.about?.message}
          {...register('about')}
        />
        <div>
          <label htmlFor={ids.listed} className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
            <input
              id={ids.listed}
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-describedby={ids.listedHint}
              {...register('listed')}
            />
            List it for families nearby
          </label>
          <p id={ids.listedHint} className="text-sm text-slate-600">
            Leave it unticked if you already have a family to share with: they join by your share’s link.
          </p>
        </div>
        <FormMessage id={ids.message} message={refusal.message} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Starting…' : 'Start the nanny share'}
        </Button>
      </form>
    </FormProvider>
  );
}
