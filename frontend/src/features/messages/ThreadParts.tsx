import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGES_TEXTS, SAFETY_NOTICE } from '@contract/messages-constants.ts';
import type { MessageView } from '@contract/messages.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { ShieldCheckIcon } from '@/components/ui/icons/ShieldCheckIcon.tsx';
import { composerError, lengthNote, seenSeq, sentAtFull, sentAtLabel } from '@/features/messages/format.ts';
import { MessageText } from '@/features/messages/MessageText.tsx';
import type { PendingMessage } from '@/features/messages/threadState.ts';
import { ReportFlag } from '@/features/reports/ReportFlag.tsx';

const dismissedKey = (conversationId: string) => `safety-notice-dismissed:${conversationId}`;

function readDismissed(conversationId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(conversationId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The short notice about the scams that target nannies and families, in the words for the reader (a
 * nanny, or the family, agency or visitor writing to one). Every thread shows it at first; once closed
 * it stays closed for that conversation on this device.
 */
export function SafetyNotice({
  conversationId,
  reader,
}: {
  conversationId: string;
  reader: 'nanny' | 'family';
}) {
  const headingId = useId();
  const [dismissed, setDismissed] = useState(() => readDismissed(conversationId));
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(conversationId), '1');
    } catch {
      // Storage refused (a private window): it closes for this visit only.
    }
    setDismissed(true);
  };
  return (
    <aside
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
      data-testid="safety-notice"
    >
      <div className="flex items-start gap-3">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            {SAFETY_NOTICE.title}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {SAFETY_NOTICE[reader].map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{SAFETY_NOTICE.report}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={dismiss} className="shrink-0">
          Hide<span className="sr-only"> the safety notice</span>
        </Button>
      </div>
    </aside>
  );
}

interface MessageListProps {
  messages: readonly MessageView[];
  pending: readonly PendingMessage[];
  /** The other side's name, for screen readers ("Sophie said"). */
  otherLabel: string;
  otherReadSeq: number | null;
  /** A control on each of the other side's messages (Report). */
  actionOf?: (message: MessageView) => ReactNode;
  onRetry: (pending: PendingMessage) => void;
  onDiscard: (pending: PendingMessage) => void;
}

/**
 * The thread's messages, oldest first: one's own on the right, the other side's on the left, each with
 * its time; "Seen" under one's last message the other side has read; the messages on their way after.
 */
export function MessageList({
  messages,
  pending,
  otherLabel,
  otherReadSeq,
  actionOf,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const seen = otherReadSeq === null ? null : seenSeq(messages, otherReadSeq);
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages" data-testid="messages">
      {messages.map((message) => (
        <li
          key={message.seq}
          className={cn('flex flex-col', message.mine ? 'items-end' : 'items-start')}
          data-testid="message"
          data-mine={message.mine}
        >
          <div className="flex max-w-[85%] items-start gap-1 sm:max-w-[75%]">
            <div
              className={cn(
                'min-w-0 rounded-2xl px-4 py-2.5',
                message.removed
                  ? 'border border-dashed border-slate-400 bg-white text-slate-700 italic'
                  : message.mine
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-200 bg-white text-slate-900',
              )}
            >
              <span className="sr-only">{message.mine ? 'You said: ' : `${otherLabel} said: `}</span>
              {message.removed || message.text === null ? (
                <p>{MESSAGES_TEXTS.removed}</p>
              ) : (
                <MessageText text={message.text} />
              )}
            </div>
            {!message.mine && !message.removed && actionOf?.(message)}
          </div>
          <p className="mt-1 px-1 text-xs text-slate-700">
            <time dateTime={message.sentAt} title={sentAtFull(message.sentAt)}>
              {sentAtLabel(message.sentAt)}
            </time>
            {message.seq === seen && <span data-testid="seen"> · Seen</span>}
          </p>
        </li>
      ))}
      {pending.map((item) => (
        <li key={item.clientId} className="flex flex-col items-end" data-testid="pending-message">
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%]',
              item.status === 'failed'
                ? 'border border-red-700 bg-red-50 text-slate-900'
                : 'bg-brand-700/80 text-white',
            )}
          >
            <span className="sr-only">You said: </span>
            <MessageText text={item.text} />
          </div>
          {item.status === 'sending' ? (
            <p className="mt-1 px-1 text-xs text-slate-700">Sending…</p>
          ) : (
            <div className="mt-1 flex flex-wrap items-center justify-end gap-2 px-1 text-sm">
              <p className="font-medium text-red-800">Not sent. {item.error ?? MESSAGES_TEXTS.sendFailed}</p>
              <Button size="sm" variant="outline" onClick={() => onRetry(item)}>
                Try again
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDiscard(item)}>
                Discard
              </Button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

interface ComposerProps {
  /** Whom the message goes to, for the field's name. */
  otherLabel: string;
  /** Sends the text; resolves once it is on its way (the thread shows it pending), so the field clears. */
  onSend: (text: string) => void;
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line. How many characters are left
 * shows near the cap; an empty or over-long message is refused here, with the contract's words, before
 * anything is sent. The field keeps the focus after sending, to write on.
 */
export function Composer({ otherLabel, onSend }: ComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const note = lengthNote(text);
  const noteId = `${id}-count`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const submit = () => {
    const problem = composerError(text);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setError(null);
    onSend(text.trim());
    setText('');
    // Sent with the button: back to the field, to write on.
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to pick it.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="composer"
    >
      <label htmlFor={id} className="sr-only">
        Message to {otherLabel}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={3}
        value={text}
        placeholder={MESSAGES_TEXTS.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, note.shown ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          if (error && !composerError(event.target.value)) setError(null);
        }}
        onKeyDown={onKeyDown}
        className={cn(CONTROL_CLASS, 'resize-y')}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-700">
          Enter to send, Shift+Enter for a new line. Up to {MESSAGE_MAX_LENGTH} characters.
        </p>
        <div className="flex items-center gap-3">
          <p
            id={noteId}
            aria-live="polite"
            className={cn(
              'text-sm empty:hidden',
              note.over ? 'font-semibold text-red-800' : 'text-slate-700',
            )}
          >
            {note.text}
          </p>
          <Button type="submit">{MESSAGES_TEXTS.send}</Button>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** Where the composer stands when the thread is closed to new messages: why, and Unblock if it is ours. */
export function ClosedComposer({ blocked, onUnblock }: { blocked: boolean; onUnblock?: () => void }) {
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-800"
      data-testid="composer-closed"
      role="status"
    >
      <p>{blocked ? MESSAGES_TEXTS.blocked : MESSAGES_TEXTS.closed}</p>
      {blocked && onUnblock && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onUnblock}>
          {MESSAGES_TEXTS.unblock}
        </Button>
      )}
    </div>
  );
}

interface BlockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  otherLabel: string;
  /** Blocking (true) or unblocking (false). */
  blocking: boolean;
  onConfirm: () => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirms a block (what it does, and that they are not told) or an unblock. */
export function BlockDialog({
  open,
  onOpenChange,
  otherLabel,
  blocking,
  onConfirm,
  onCloseAutoFocus,
}: BlockDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // Always cleared: the dialog stays mounted for the next Block or Unblock.
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      title={blocking ? `Block ${otherLabel}?` : `Unblock ${otherLabel}?`}
      description={
        blocking
          ? MESSAGES_TEXTS.blockConfirm
          : `You and ${otherLabel} will be able to send each other messages again.`
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant={blocking ? 'destructive' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {blocking ? MESSAGES_TEXTS.block : MESSAGES_TEXTS.unblock}
        </Button>
      </div>
    </Dialog>
  );
}

/** The Report flag on one of the other side's messages; a visitor's report carries her link's token. */
export function ReportMessageFlag({
  message,
  otherLabel,
  guestToken,
}: {
  message: MessageView;
  otherLabel: string;
  guestToken?: string;
}) {
  return (
    <ReportFlag
      // Each flag names its message, so a screen reader's list of buttons tells them apart.
      label={`${MESSAGES_TEXTS.report} this message from ${otherLabel}, sent ${sentAtFull(message.sentAt)}`}
      contentType="message"
      contentId={message.id}
      contentLabel={`A message from ${otherLabel}`}
      guestToken={guestToken}
    />
  );
}

interface ThreadFootProps extends ComposerProps {
  canSend: boolean;
  /** Blocked by the viewer: the closed composer offers Unblock. */
  blocked: boolean;
  blockOpen: boolean;
  onBlockOpenChange: (open: boolean) => void;
  onConfirmBlock: () => Promise<void>;
  /** The header's Block button: the Unblock under the thread goes once unblocked, so the focus goes here. */
  blockButton: RefObject<HTMLButtonElement | null>;
}

/** Under a thread: the composer, or why it is closed; and the dialog that blocks or unblocks. */
export function ThreadFoot({
  canSend,
  blocked,
  otherLabel,
  onSend,
  blockOpen,
  onBlockOpenChange,
  onConfirmBlock,
  blockButton,
}: ThreadFootProps) {
  return (
    <>
      <div className="mt-6">
        {canSend ? (
          <Composer otherLabel={otherLabel} onSend={onSend} />
        ) : (
          <ClosedComposer blocked={blocked} onUnblock={() => onBlockOpenChange(true)} />
        )}
      </div>
      <BlockDialog
        open={blockOpen}
        onOpenChange={onBlockOpenChange}
        otherLabel={otherLabel}
        blocking={!blocked}
        onConfirm={onConfirmBlock}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          blockButton.current?.focus();
        }}
      />
    </>
  );
}

/** The header's Block (or Unblock) button, which opens the dialog; the dialog gives the focus back to it. */
export function BlockToggle({
  blocked,
  onOpen,
  ref,
}: {
  blocked: boolean;
  onOpen: () => void;
  ref: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Button ref={ref} variant="outline" size="sm" onClick={onOpen} aria-haspopup="dialog">
      {blocked ? MESSAGES_TEXTS.unblock : MESSAGES_TEXTS.block}
    </Button>
  );
}
