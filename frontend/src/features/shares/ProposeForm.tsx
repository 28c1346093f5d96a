import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { proposeShareInput } from '@contract/shares.ts';
import { emptyWeek } from '@contract/week-constants.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { FormMessage } from '@/features/shares/FormMessage.tsx';
import { PART_FIELDS, PartFields } from '@/features/shares/PartFields.tsx';
import { proposeShare } from '@/features/shares/api.ts';
import { shareChanged } from '@/features/shares/queries.ts';
import { useServerRefusal } from '@/features/shares/useServerRefusal.ts';

type Values = z.input<typeof proposeShareInput>;
type Output = z.output<typeof proposeShareInput>;

const FIELDS = [...PART_FIELDS, 'text'] as const;
const resolver = zodResolver(proposeShareInput);

/**
 * Another family proposes to share: its own part, and a first message, which starts the two families'
 * conversation. A refusal that is no field's (its own share, a full one, already in a share) is said by
 * the button.
 */
export function ProposeForm({
  userId,
  shareId,
  familyLabel,
  headingId,
}: {
  userId: string;
  shareId: string;
  familyLabel: string;
  headingId: string;
}) {
  const queryClient = useQueryClient();
  const messageId = useId();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      part: { postcode: '', schedule: emptyWeek(), children: 1, childrenAges: '' },
      text: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const formToast = useFormToast('propose-share', errors);
  const refusal = useServerRefusal<Values>('Proposing to share failed', FIELDS, setError);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      const share = await proposeShare(shareId, values);
      shareChanged(queryClient, userId, share);
      notify.success('Your proposal was sent', `${familyLabel} can answer it, and reply in Messages.`);
    } catch (error) {
      const text = refusal.refused(error);
      if (text) formToast.error('Your proposal was not sent', text);
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
          label={`Your message to ${familyLabel}`}
          required
          rows={5}
          maxLength={2000}
          hint="Say a little about your family and how you would like the share to work. It starts a conversation in Messages."
          error={errors.text?.message}
          {...register('text')}
        />
        <FormMessage id={messageId} message={refusal.message} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Sending…' : 'Propose to share'}
        </Button>
      </form>
    </FormProvider>
  );
}
