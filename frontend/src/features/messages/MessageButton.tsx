import { Button, type ButtonProps } from '@/components/ui/Button.tsx';
import { ChatIcon } from '@/components/ui/icons/ChatIcon.tsx';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';
import type { StartConversationDialogProps } from '@/features/messages/StartConversationDialog.tsx';

// The dialog (and the messages' calls) loads when it is about to open, not with the page's cards.
const startDialog = lazyDialog(
  async () => (await import('@/features/messages/StartConversationDialog.tsx')).StartConversationDialog,
);
const StartDialog = startDialog.Component;

interface MessageButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The button's text ('Message', 'Message the poster'). */
  label: string;
  /** Whom, for screen readers after the label (' Sophie'), when the label does not say. */
  srSuffix?: string;
  /** Or the id of what names whom (a card's heading), as its description: the name stays short. */
  describedBy?: string;
  recipient: string;
  start: StartConversationDialogProps['start'];
}

/** A button that starts a conversation (or adds to the one there is) from a card, then opens it. */
export function MessageButton({
  label,
  srSuffix,
  describedBy,
  recipient,
  start,
  variant,
  size,
  className,
}: MessageButtonProps) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={dialog.show}
        {...startDialog.triggerProps}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
      >
        <ChatIcon className="size-4" />
        {label}
        {srSuffix && <span className="sr-only">{srSuffix}</span>}
      </Button>
      {dialog.mounted && (
        <StartDialog recipient={recipient} start={start} open={dialog.open} onOpenChange={dialog.setOpen} />
      )}
    </>
  );
}
