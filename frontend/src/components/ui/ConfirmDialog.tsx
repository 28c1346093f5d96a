import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** Not called to close while busy (Escape, the overlay, the close button). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The button that closes the dialog and leaves things as they are. */
  keepLabel: string;
  /** The destructive button that does what the dialog asks about. */
  confirmLabel: string;
  /** The confirmed action is under way: the confirm button says so, and is not pressed again. */
  busy: boolean;
  onConfirm: () => void;
}

/** A dialog that asks before a destructive step: a button to keep things as they are, and one to go on. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {keepLabel}
        </Button>
        <Button variant="destructive" onClick={() => !busy && onConfirm()} aria-busy={busy || undefined}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
