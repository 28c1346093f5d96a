import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  ALERT_FREQUENCY_LABELS,
  ALERTS_PAGE_PATH,
  type AlertFrequency,
  type AlertView,
} from '@contract/alerts.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES, type JobSearch } from '@contract/job-search.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { notify } from '@/components/ui/toast.ts';
import { OtherAccountCard, SignInCard } from '@/features/account/SignInCard.tsx';
import { AlertCriteriaFields } from '@/features/alerts/AlertCriteriaFields.tsx';
import { FrequencyField } from '@/features/alerts/FrequencyField.tsx';
import { ALERTS_KEY, deleteAlert, editAlert, readAlerts } from '@/features/alerts/api.ts';

const TITLE = 'Job alerts';

const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : fallback;

/** The edit dialog: the board's criteria and how often. */
function EditAlert({ alert, onDone }: { alert: AlertView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<JobSearch>(alert.search);
  const [frequency, setFrequency] = useState<AlertFrequency>(alert.frequency);
  const [error, setError] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!hasCriteria(search)) return setError(JOB_SEARCH_MESSAGES.empty);
    setSaving(true);
    setError(null);
    setPlaceError(undefined);
    try {
      await editAlert(alert.alertId, { search, frequency });
      notify.success('Job alert saved');
      await queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields['search.place'])
        setPlaceError(failure.fields['search.place']);
      setError(failureText(failure, 'We could not save your alert. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="mt-4 grid gap-5" onSubmit={(e) => void save(e)} noValidate>
      <AlertCriteriaFields value={search} onChange={setSearch} placeError={placeError} />
      <FrequencyField value={frequency} onChange={setFrequency} />
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AlertRow({ alert }: { alert: AlertView }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAlert(alert.alertId);
      notify.success('Job alert deleted', alert.label);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
    } catch (failure) {
      notify.error('Not deleted', failureText(failure, 'We could not delete your alert. Please try again.'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold break-words text-slate-900">
            <bdi>{alert.label}</bdi>
          </p>
          <p className="text-sm text-slate-700">{ALERT_FREQUENCY_LABELS[alert.frequency]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> alert “{alert.label}”</span>
          </Button>
          <Button type="button" variant="destructive" size="sm" onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> alert “{alert.label}”</span>
          </Button>
        </div>
      </Card>
      <Dialog open={editing} onOpenChange={setEditing} title="Edit job alert">
        <EditAlert alert={alert} onDone={() => setEditing(false)} />
      </Dialog>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this job alert?"
        description={`You will no longer be emailed jobs for “${alert.label}”.`}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="button" variant="destructive" disabled={deleting} onClick={() => void remove()}>
            {deleting ? 'Deleting…' : 'Delete alert'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

function Alerts() {
  const alerts = useQuery({ queryKey: ALERTS_KEY, queryFn: ({ signal }) => readAlerts(signal) });
  if (alerts.isPending) return <PageLoading />;
  if (alerts.isError)
    return (
      <Card role="alert">
        <p className="text-slate-800">We could not load your job alerts. Please try again.</p>
        <Button type="button" className="mt-4" onClick={() => void alerts.refetch()}>
          Try again
        </Button>
      </Card>
    );
  const { items, limit } = alerts.data;
  if (items.length === 0)
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">No job alerts yet</h2>
        <p className="mt-2 text-slate-800">
          A job alert is a saved search of the job board. When a new job fits it, we email you, as soon as it
          is posted or once a day. Search the board, then choose “Save this search”.
        </p>
        <ButtonLink to="/jobs" className="mt-4">
          Search jobs
        </ButtonLink>
      </Card>
    );
  return (
    <>
      <p className="mb-4 text-slate-700">
        {items.length} of {limit} alerts. Each email has a link to stop its alert with one click.
      </p>
      <ul className="grid gap-3">
        {items.map((alert) => (
          <AlertRow key={alert.alertId} alert={alert} />
        ))}
      </ul>
      <p className="mt-6">
        <Link
          to="/jobs"
          className="font-medium text-brand-900 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Search jobs to save another alert
        </Link>
      </p>
    </>
  );
}

/** Account → Job alerts (nannies): her saved searches, their frequency, edit and delete. */
export default function AccountAlerts() {
  usePageTitle(TITLE);
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  const intro = 'Saved searches of the job board: we email you new jobs that fit them.';
  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={ALERTS_PAGE_PATH} what="Sign in to see and manage your job alerts." />
      </PageShell>
    );
  if (user.userType !== 'nanny')
    return (
      <PageShell title={TITLE} width="narrow">
        <OtherAccountCard
          message="Job alerts are for nannies: a nanny saves a search of the board and is emailed new jobs that fit it."
          link={{ to: '/jobs', label: 'Go to the job board' }}
        />
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <Alerts />
    </PageShell>
  );
}
