import { useContext, useState, type FormEvent } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ALERT_MESSAGES, ALERTS_PAGE_PATH, type AlertFrequency } from '@contract/alerts-constants.ts';
import { hasCriteria, JOB_SEARCH_MESSAGES } from '@contract/job-search-constants.ts';
import type { JobSearch } from '@contract/job-search.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { notify } from '@/components/ui/toast.ts';
import { ALERTS_KEY, createAlert } from '@/features/alerts/api.ts';
import { FrequencyField } from '@/features/alerts/FrequencyField.tsx';

/**
 * "Save this search" as a dialog: given the board's current search, a nanny chooses instant or daily
 * emails and saves it as a job alert. Anyone else is told that nannies can save searches. Loaded when
 * it is about to open (SaveSearchButton), so the board's first load does not carry it.
 */
export function SaveSearchDialog({
  search,
  open,
  onOpenChange: setOpen,
}: {
  search: JobSearch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  // The board may render it outside the data cache: the list of alerts is refreshed when there is one.
  const queryClient = useContext(QueryClientContext);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nanny = user?.userType === 'nanny';
  const empty = !hasCriteria(search);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await createAlert({ search, frequency });
      notify.success('Job alert saved', saved.label);
      void queryClient?.invalidateQueries({ queryKey: ALERTS_KEY });
      setOpen(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 && failure.status > 0
          ? failure.message
          : 'We could not save your alert. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Save this search as a job alert"
      description={nanny ? 'We email you new jobs that fit it.' : undefined}
    >
      {!nanny ? (
        <div className="mt-4 grid gap-4">
          <p className="text-slate-800">{ALERT_MESSAGES.nannyOnly}</p>
          {!user && (
            <Link
              to="/auth"
              className="font-medium text-brand-900 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              Sign in or create a nanny account
            </Link>
          )}
        </div>
      ) : empty ? (
        <p className="mt-4 text-slate-800" role="alert">
          {JOB_SEARCH_MESSAGES.empty}
        </p>
      ) : (
        <form className="mt-4 grid gap-4" onSubmit={(e) => void save(e)} noValidate>
          <FrequencyField value={frequency} onChange={setFrequency} />
          {error && (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save alert'}
            </Button>
            <Link
              to={ALERTS_PAGE_PATH}
              className="font-medium text-brand-900 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              Manage job alerts
            </Link>
          </div>
        </form>
      )}
    </Dialog>
  );
}
