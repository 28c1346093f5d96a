import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { type JobType } from '@contract/jobs-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import { HIRING_MESSAGES, type JobEditInput, type MyJobDetail } from '@contract/hiring.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { useSingleFlight } from '@/components/ui/useSingleFlight.ts';
import { JobDetailsFields } from '@/features/job-posting/JobDetailsFields.tsx';
import {
  JOB_DETAILS_FIELD_ORDER,
  payFormOf,
  serverFieldErrors,
  type JobDetailsForm,
} from '@/features/job-posting/jobDetails.ts';
import { editResolver } from '@/features/my-jobs/editJob.ts';
import { editMyJob, refusalText } from '@/features/my-jobs/api.ts';
import { jobChanged, myJobKey } from '@/features/my-jobs/queries.ts';
import { logFailure } from '@/api/errors.ts';
import { emptyWeek } from '@contract/week-constants.ts';

/**
 * The form's values from the job as posted (the photo is kept by reference until replaced or removed);
 * an older job whose pay could not be read starts with the pay blank, to be entered again.
 */
const valuesOf = (job: MyJobDetail): JobDetailsForm => ({
  ...job.fields,
  pay: payFormOf(job.fields.pay),
  // No schedule stated shows an empty grid; sent empty, it stays none.
  schedule: job.fields.schedule ?? emptyWeek(),
  jobType: job.fields.jobType as JobType,
  photo: job.fields.photo,
});

/**
 * The Job Details of a live job, edited in place: the same fields and rules as the job forms (the price
 * is not editable). The server checks and cleans the text again; its field messages show under the
 * fields, and a job that left the board meanwhile is read again.
 */
export function EditJobForm({
  userId,
  job,
  onDone,
}: {
  userId: string;
  job: MyJobDetail;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [resolver] = useState(() => editResolver(job.fields.startDate));
  const form = useForm<JobDetailsForm, unknown, JobEditInput>({ resolver, defaultValues: valuesOf(job) });
  const { handleSubmit, setError, formState } = form;
  const formToast = useFormToast('edit-job', formState.errors);
  const [saving, setSaving] = useState(false);
  const singleFlight = useSingleFlight();

  const save = handleSubmit(async (values) => {
    // A family's job needs the children's ages (an agency's may leave them out), as when it was posted.
    if (job.posterType === 'family' && !values.childrenAges) {
      setError('childrenAges', { type: 'custom', message: JOB_MESSAGES.childrenAges }, { shouldFocus: true });
      formToast.invalid({ childrenAges: { type: 'custom', message: JOB_MESSAGES.childrenAges } });
      return;
    }
    setSaving(true);
    try {
      const saved = await editMyJob(job.id, values);
      jobChanged(queryClient, userId, saved);
      notify.success(HIRING_MESSAGES.edited, 'The job board shows your changes.');
      onDone();
    } catch (e) {
      logFailure('Saving the job failed', e);
      const fields =
        e instanceof ApiError && e.status === 400 ? serverFieldErrors(e.fields, JOB_DETAILS_FIELD_ORDER) : [];
      if (fields.length) {
        fields.forEach(([name, message], i) =>
          setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
        formToast.error('Please check the highlighted fields', fields[0]?.[1]);
        return;
      }
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        formToast.error('Your changes were not saved', e.message);
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
        return;
      }
      formToast.error('Your changes were not saved', refusalText(e));
    } finally {
      setSaving(false);
    }
  }, formToast.invalid);

  return (
    <FormProvider {...form}>
      <form aria-label="Edit job" noValidate onSubmit={singleFlight(save)} className="space-y-6">
        {job.payRefusal && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-900">
            Please fix the pay: {job.payRefusal}
          </p>
        )}
        <JobDetailsFields audience={job.posterType} canUpload payAsWritten={job.payAsWritten} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
