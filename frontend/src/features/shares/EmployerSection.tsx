import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { employerInput, type ShareView } from '@contract/shares.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { FormMessage } from '@/features/shares/FormMessage.tsx';
import { useFocusAfterMove } from '@/features/shares/focusAfterMove.tsx';
import { saveEmployer } from '@/features/shares/api.ts';
import { memberName, sidesOf } from '@/features/shares/format.ts';
import { shareChanged } from '@/features/shares/queries.ts';
import { useServerRefusal } from '@/features/shares/useServerRefusal.ts';

type Values = z.input<typeof employerInput>;
type Output = z.output<typeof employerInput>;
type Paired = ShareView & { partner: NonNullable<ShareView['partner']> };

const FIELDS = ['employerName', 'employerAddress'] as const;
const resolver = zodResolver(employerInput);

/**
 * Each family is the nanny's employer for its part: its names and address, as the job, the offer and her
 * payslips name it. Both families' details are shown to both.
 */
export function EmployerSection({ userId, share }: { userId: string; share: Paired }) {
  const sides = sidesOf(share);
  const mine = sides ? share[sides.mine] : null;
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        {(['first', 'partner'] as const).map((side) => {
          const member = share[side];
          return (
            <div key={side} className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
              <h3 className="font-semibold text-slate-900 wrap-anywhere">
                <bdi>{memberName(share, side, member)}</bdi>
              </h3>
              {member.employer ? (
                <dl className="mt-2 grid gap-1 text-slate-800">
                  <dt className="font-medium text-slate-900">Employer’s name</dt>
                  <dd className="wrap-anywhere">{member.employer.employerName}</dd>
                  <dt className="font-medium text-slate-900">Address</dt>
                  <dd className="whitespace-pre-line wrap-anywhere">{member.employer.employerAddress}</dd>
                </dl>
              ) : (
                <p className="mt-2 text-slate-800">Not given yet.</p>
              )}
            </div>
          );
        })}
      </div>
      {mine && <EmployerForm userId={userId} shareId={share.id} employer={mine.employer} />}
    </div>
  );
}

function EmployerForm({
  userId,
  shareId,
  employer,
}: {
  userId: string;
  shareId: string;
  employer: ShareView['first']['employer'];
}) {
  const queryClient = useQueryClient();
  const focusAfter = useFocusAfterMove();
  const ids = { heading: useId(), message: useId() };
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      employerName: employer?.employerName ?? '',
      employerAddress: employer?.employerAddress ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const formToast = useFormToast('share-employer', errors);
  const refusal = useServerRefusal<Values>('Saving the employer details failed', FIELDS, setError);
  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    try {
      const share = await saveEmployer(shareId, values);
      shareChanged(queryClient, userId, share);
      notify.success('Your details as an employer are saved');
      focusAfter('employer', share);
    } catch (error) {
      const text = refusal.refused(error);
      if (text) formToast.error('Your details were not saved', text);
    }
  }, formToast.invalid);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={ids.heading}
      aria-busy={isSubmitting || undefined}
      className="grid gap-4"
    >
      <h3 id={ids.heading} className="text-lg font-semibold text-slate-900">
        {employer ? 'Change your details' : 'Give your details'}
      </h3>
      <InputField
        label="Your names as her employer"
        required
        maxLength={120}
        autoComplete="name"
        hint="The parent or parents who employ her, as her payslips will name them."
        error={errors.employerName?.message}
        {...register('employerName')}
      />
      <TextareaField
        label="Your address"
        required
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        hint="Both families of this share see it. It names you as her employer for your part."
        error={errors.employerAddress?.message}
        {...register('employerAddress')}
      />
      <FormMessage id={ids.message} message={refusal.message} />
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : 'Save your details'}
        </Button>
      </div>
    </form>
  );
}
