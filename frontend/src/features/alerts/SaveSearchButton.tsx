import { Button } from '@/components/ui/Button.tsx';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';
import type { JobSearch } from '@contract/job-search.ts';

const saveSearchDialog = lazyDialog(
  async () => (await import('@/features/alerts/SaveSearchDialog.tsx')).SaveSearchDialog,
);

/**
 * "Save this search": opens the dialog that saves the board's current search as a job alert
 * (SaveSearchDialog), whose code loads when the pointer or focus reaches the button. Self-contained:
 * the board places it and passes its search.
 */
export function SaveSearchButton({ search }: { search: JobSearch }) {
  const dialog = useLazyDialog();
  const Dialog = saveSearchDialog.Component;
  return (
    <>
      <Button type="button" variant="outline" onClick={dialog.show} {...saveSearchDialog.triggerProps}>
        Save this search
      </Button>
      {dialog.mounted && <Dialog search={search} open={dialog.open} onOpenChange={dialog.setOpen} />}
    </>
  );
}
