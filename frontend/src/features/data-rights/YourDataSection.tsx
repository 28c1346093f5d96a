import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DATA_RIGHTS_MESSAGES,
  EXPORT_LINK_HOURS,
  type DataExport,
  type DataExports,
} from '@contract/data-rights.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useRefreshOnReturn } from '@/components/layout/useRefreshOnReturn.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { exportDownload, requestExport } from '@/features/data-rights/api.ts';
import {
  exportDetail,
  exportShownState,
  EXPORT_STATE_LABELS,
  YOUR_DATA_ID,
  type ExportShownState,
} from '@/features/data-rights/format.ts';
import { exportsKey, exportsQuery } from '@/features/data-rights/queries.ts';

const STATE_CLASSES: Record<ExportShownState, string> = {
  preparing: 'bg-amber-100 text-amber-900 ring-amber-300',
  ready: 'bg-green-100 text-green-900 ring-green-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
};

function ExportRow({
  item,
  downloading,
  onDownload,
}: {
  item: DataExport;
  downloading: boolean;
  onDownload: (item: DataExport) => void;
}) {
  const state = exportShownState(item);
  return (
    <li
      data-testid="data-export"
      data-state={state}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="min-w-0">
        <p
          className={cn(
            'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
            STATE_CLASSES[state],
          )}
        >
          {EXPORT_STATE_LABELS[state]}
        </p>
        <p className="mt-1 text-sm text-slate-700">{exportDetail(item)}</p>
      </div>
      {state === 'ready' && (
        <Button onClick={() => onDownload(item)} disabled={downloading}>
          {downloading ? 'Opening...' : 'Download'}
        </Button>
      )}
    </li>
  );
}

/**
 * Everything we keep about the account, as one download: asked for here, prepared in the background
 * (the list is read again until it is ready, and an email says so), then offered for a day.
 */
export function YourDataSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const exports = useQuery(exportsQuery(userId));
  // Back from the email that says it is ready (another tab, or a mail window beside this one).
  useRefreshOnReturn(exports.refetch);
  const [requesting, setRequesting] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  const request = async () => {
    if (requesting) return;
    setRequesting(true);
    try {
      const created = await requestExport();
      queryClient.setQueryData<DataExports>(exportsKey(userId), (was) => ({
        items: [created, ...(was?.items ?? []).filter((item) => item.id !== created.id)],
      }));
      notify.success(DATA_RIGHTS_MESSAGES.exportRequested);
      void queryClient.invalidateQueries({ queryKey: exportsKey(userId) });
    } catch (e) {
      logFailure('Requesting an export failed', e);
      notify.error('We could not start your export.', readFailureMessage(e));
    } finally {
      setRequesting(false);
    }
  };

  const download = async (item: DataExport) => {
    if (downloading) return;
    setDownloading(item.id);
    try {
      const { url } = await exportDownload(item.id);
      // The address works for minutes only: it is asked for on the click, and followed at once.
      window.location.assign(url);
    } catch (e) {
      logFailure('Opening the export failed', e);
      if (e instanceof ApiError && e.status === 410) {
        notify.error(DATA_RIGHTS_MESSAGES.exportExpired);
        void queryClient.invalidateQueries({ queryKey: exportsKey(userId) });
      } else notify.error('We could not open your export.', readFailureMessage(e));
    } finally {
      setDownloading(null);
    }
  };

  const preparing = exports.data?.items.some((item) => item.state === 'preparing') ?? false;
  let list;
  if (exports.isPending)
    list = (
      <p role="status" className="text-slate-700">
        Loading your exports…
      </p>
    );
  else if (!exports.data)
    list = (
      <div role="alert">
        <p className="text-slate-800">We could not load your exports. {readFailureMessage(exports.error)}</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void exports.refetch()}
          disabled={exports.isRefetching}
        >
          {exports.isRefetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  else if (exports.data.items.length > 0)
    list = (
      <ul className="space-y-3" aria-label="Your exports">
        {exports.data.items.map((item) => (
          <ExportRow key={item.id} item={item} downloading={downloading === item.id} onDownload={download} />
        ))}
      </ul>
    );

  return (
    <AccountSection
      id={YOUR_DATA_ID}
      title="Your data"
      intro={
        <>
          Download everything we keep about you: your account, profile, jobs, applications, messages and the
          files you uploaded, as one zip file. We prepare it in the background and email you when it is ready;
          the download link then works for {EXPORT_LINK_HOURS} hours.
        </>
      }
    >
      <div className="space-y-5">
        <Button onClick={() => void request()} disabled={requesting || preparing}>
          {requesting ? 'Requesting...' : 'Download my data'}
        </Button>
        {preparing && <p className="text-sm text-slate-700">{DATA_RIGHTS_MESSAGES.exportPreparing}</p>}
        {/* Screen readers hear an export turn ready without leaving where they are. */}
        <div aria-live="polite">{list}</div>
      </div>
    </AccountSection>
  );
}
