import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { contactInput, defaultContactSubject, type ContactInput } from '@contract/nanny.ts';
import { ApiError } from '@/api/client.ts';
import { contactCandidate } from '@/features/candidates/api.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { logFailure } from '@/api/errors.ts';

const CONTACT_SENT_TITLE = 'Message Sent!';
const CONTACT_FAILED_TITLE = 'Failed to Send Message';
const CONTACT_FAILED_DESCRIPTION =
  'There was an error sending your message. Please try again or contact support.';

const FIELDS = ['senderName', 'senderEmail', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

interface ContactDialogProps {
  nannyId: string;
  firstName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Contact dialog of a candidate card, for a visitor who is not signed in. The message starts a
 * conversation: the nanny answers in the product, and each answer reaches the sender by email with a
 * private link to read and reply, so neither ever sees the other's address.
 *
 * The form state lives here rather than in the dialog's content, so a draft survives closing the
 * dialog by mistake; it is cleared once the message is sent.
 */
export function ContactDialog({ nannyId, firstName, open, onOpenChange }: ContactDialogProps) {
  const { user } = useAuth();
  const defaults = useMemo<ContactInput>(
    () => ({
      senderName: user?.fullName ?? '',
      senderEmail: user?.email ?? '',
      subject: defaultContactSubject(firstName),
      message: '',
    }),
    [user?.fullName, user?.email, firstName],
  );

  const form = useForm<z.input<typeof contactInput>, unknown, ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: defaults,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  // The session may be read after the card renders, or change: prefill what the sender has not typed.
  useEffect(() => {
    reset(defaults, { keepDirtyValues: true });
  }, [defaults, reset]);

  const formToast = useFormToast('contact', errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await contactCandidate(nannyId, values);
      notify.success(
        CONTACT_SENT_TITLE,
        `Your message was sent to ${firstName}. Her answers come to you by email, with a private link to read and reply.`,
      );
      onOpenChange(false);
      reset(defaults);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = Object.entries(error.fields).filter(([name]) => isField(name));
        fieldErrors.forEach(([name, message], index) =>
          setError(name as FieldName, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (fieldErrors.length > 0) return;
      }
      logFailure('Sending the contact message failed', error);
      notify.error(
        CONTACT_FAILED_TITLE,
        error instanceof ApiError && error.status === 429 ? error.message : CONTACT_FAILED_DESCRIPTION,
      );
    }
  }, formToast.invalid);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Keep the dialog open while the message is on its way, so the outcome is not missed.
        if (!next && isSubmitting) return;
        onOpenChange(next);
      }}
      title={`Contact ${firstName}`}
      description={`We pass your message to ${firstName} here. Her answers come to you by email, with a private link to read and reply: ${firstName} never sees your email address, and you never see hers.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isSubmitting || undefined}>
        <InputField
          label="Your name"
          autoComplete="name"
          required
          error={errors.senderName?.message}
          {...register('senderName')}
        />
        <InputField
          label="Your email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
        <InputField label="Subject" required error={errors.subject?.message} {...register('subject')} />
        <TextareaField
          label="Message"
          rows={5}
          required
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
