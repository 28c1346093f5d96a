import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { applicationInput, JOB_MESSAGES } from '@contract/jobs.ts';
import type { ApplicationInput } from '@contract/jobs.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { applicationCvProblem } from '@/features/jobs/application-cv.ts';
import { splitMessage } from '@/features/jobs/format.ts';
import { notifyApplySignIn, notifyProfileRequired } from '@/features/jobs/notices.ts';
import { applyToJob } from '@/features/jobs/api.ts';
import { markApplied, refreshJob } from '@/features/jobs/queries.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { logFailure } from '@/api/errors.ts';

/** The subject of a refused CV's toast: it goes once a good file is picked. */
const CV_TOAST = 'apply-cv';
const EMPTY: ApplicationInput = { coverLetter: '', phone: '', cv: null };
const ALREADY_APPLIED_TITLE = 'Already applied';
const CV_STILL_UPLOADING = 'Please wait for your CV to finish uploading.';

const FIELDS = ['coverLetter', 'phone', 'cv'] as const;
type FieldName = (typeof FIELDS)[number];
const asField = (name: string): FieldName | null => {
  const head = name.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? (head as FieldName) : null;
};

interface ApplyDialogProps {
  jobId: string;
  jobTitle: string;
  /** Who reads the application: 'the family', or the agency's name. */
  recipient: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus returns when the dialog closes (its Apply Now button). The dialog opens after an
   * awaited profile check, so it cannot tell by itself which control opened it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The Apply dialog of a job: an optional CV, an optional phone number and the cover letter the poster
 * (the family, or the agency) reads. The form state lives here, not in the dialog's content, so a draft
 * survives closing the dialog by mistake; it is cleared once the application is sent.
 */
export function ApplyDialog({
  jobId,
  jobTitle,
  recipient,
  open,
  onOpenChange,
  returnFocusTo,
}: ApplyDialogProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [cvProblem, setCvProblem] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof applicationInput>, unknown, ApplicationInput>({
    resolver: zodResolver(applicationInput),
    defaultValues: EMPTY,
  });
  const formToast = useFormToast('apply', errors);
  const coverLetter = useWatch({ control, name: 'coverLetter' });
  const blank = !coverLetter?.trim();

  // Checks a picked CV before the upload field sees it, so a wrong file gets the spec's own words
  // ('Invalid file type' / 'File too large'); a good file goes on to be uploaded as usual.
  const checkCv = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const file = input.files?.[0];
    if (!file) return;
    const problem = applicationCvProblem(file);
    setCvProblem(problem);
    if (!problem) return void notify.resolved(CV_TOAST);
    event.stopPropagation();
    input.value = '';
    const { title, description } = splitMessage(problem);
    notify.error(title, description, { subject: CV_TOAST });
  };

  // The upload field marks its input aria-disabled while a file is on its way.
  const cvUploading = () =>
    Boolean(formRef.current?.querySelector('input[type="file"][aria-disabled="true"]'));

  const close = () => {
    onOpenChange(false);
    reset(EMPTY);
    setCvProblem(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (cvUploading()) {
      setError('cv', { type: 'uploading', message: CV_STILL_UPLOADING });
      return;
    }
    try {
      await applyToJob(jobId, values);
      notify.success(JOB_MESSAGES.applied);
      // The job now says when she applied, wherever it shows, without reading the board again.
      markApplied(queryClient, jobId, new Date().toISOString());
      close();
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401) {
          notifyApplySignIn(navigate, location.pathname + location.search);
          return;
        }
        if (error.status === 403) {
          if (user) void queryClient.invalidateQueries({ queryKey: nannyProfileQuery(user.id).queryKey });
          notifyProfileRequired(navigate);
          onOpenChange(false);
          return;
        }
        if (error.status === 409) {
          notify.info(ALREADY_APPLIED_TITLE, error.message);
          refreshJob(queryClient);
          close();
          return;
        }
        if (error.status === 400) {
          const fieldErrors = Object.entries(error.fields)
            .map(([name, message]) => [asField(name), message] as const)
            .filter((entry): entry is readonly [FieldName, string] => entry[0] !== null);
          fieldErrors.forEach(([name, message], index) =>
            setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (fieldErrors.length > 0) return;
        }
      }
      logFailure('Submitting the application failed', error);
      const explained = error instanceof ApiError && (error.status === 404 || error.status === 429);
      notify.error(JOB_MESSAGES.applyFailed, explained ? error.message : undefined);
    }
  }, formToast.invalid);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Keep the dialog open while the application is on its way, so the outcome is not missed.
        if (!next && isSubmitting) return;
        onOpenChange(next);
      }}
      {...(returnFocusTo
        ? {
            onCloseAutoFocus: (event: Event) => {
              if (!returnFocusTo.current) return;
              event.preventDefault();
              returnFocusTo.current.focus();
            },
          }
        : {})}
      title={`Apply for ${jobTitle}`}
      description={
        <>
          <Recipient name={recipient} capital /> receives your cover letter with your nanny profile, and
          answers you in Messages. Your email address stays private.
        </>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-busy={isSubmitting || undefined}
      >
        <div onChangeCapture={checkCv}>
          <Controller
            control={control}
            name="cv"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="CV (optional)"
                hint="PDF, DOC or DOCX, smaller than 5MB. Sent with your application."
                purpose="application-cv"
                value={field.value}
                onChange={(value) => {
                  setCvProblem(null);
                  clearErrors('cv');
                  field.onChange(value);
                }}
                error={cvProblem ?? errors.cv?.message}
              />
            )}
          />
        </div>
        <InputField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          hint={
            <>
              So <Recipient name={recipient} /> can call you.
            </>
          }
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextareaField
          label="Cover letter"
          rows={6}
          maxLength={4000}
          required
          hint="Introduce yourself: your experience, your availability and why this job suits you."
          error={errors.coverLetter?.message}
          {...register('coverLetter')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The family, or the agency by its name: isolated, so a name in a right-to-left script does not reorder
 * the sentence around it.
 */
function Recipient({ name, capital = false }: { name: string; capital?: boolean }) {
  if (name === 'the family') return <>{capital ? 'The family' : 'the family'}</>;
  return <bdi className="font-medium text-slate-800">{name}</bdi>;
}
