import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_MAX_LENGTH, MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { startConversation } from '@/features/messages/api.ts';
import { composerError, conversationPath, lengthNote, newClientId } from '@/features/messages/format.ts';
import { logFailure } from '@/api/errors.ts';

export interface StartConversationDialogProps {
  /** Whom the message goes to, as the page names them (a nanny's first name, "the poster"). */
  recipient: string;
  /** What the conversation starts from: a nanny (her card), a nanny and one's job (an applicant), a job. */
  start: { nannyId?: string; jobId?: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The first message of a conversation (or the next one, when there is one already between the two
 * about the same job: the server adds it there). Once sent, the thread opens. The draft and its client
 * id live here, so closing the dialog by mistake keeps it, and sending it twice stores it once.
 */
export function StartConversationDialog({
  recipient,
  start,
  open,
  onOpenChange,
}: StartConversationDialogProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clientId = useRef(newClientId());
  const field = useRef<HTMLTextAreaElement>(null);
  const note = lengthNote(text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = composerError(text);
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const { conversationId } = await startConversation({
        ...start,
        text: text.trim(),
        clientId: clientId.current,
      });
      notify.success(MESSAGES_TEXTS.sent);
      setText('');
      clientId.current = newClientId();
      onOpenChange(false);
      navigate(conversationPath(conversationId));
    } catch (e) {
      logFailure('Starting the conversation failed', e);
      if (e instanceof ApiError && (e.status === 400 || e.status === 404 || e.status === 429)) {
        setError(e.fields.text ?? e.message);
        field.current?.focus();
      } else notify.error(MESSAGES_TEXTS.sendFailed, e instanceof ApiError ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Kept open while the message is on its way, so the outcome is not missed.
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={`Message ${recipient}`}
      description="Your conversation stays on this site: neither of you sees the other’s email address or phone number unless you share it."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-busy={sending || undefined}
      >
        <TextareaField
          ref={field}
          label="Message"
          rows={6}
          required
          placeholder={MESSAGES_TEXTS.placeholder}
          value={text}
          error={error ?? undefined}
          hint={note.shown ? note.text : `Up to ${MESSAGE_MAX_LENGTH} characters.`}
          onChange={(event) => {
            setText(event.target.value);
            if (error && !composerError(event.target.value)) setError(null);
          }}
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : MESSAGES_TEXTS.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
