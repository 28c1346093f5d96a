import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isNoShow } from '@/features/moderation/format.ts';
import { appealInput, MODERATION_TEXTS, type MyDecision } from '@contract/moderation.ts';
import { ApiError } from '@/api/client.ts';
import { sendAppeal } from '@/features/moderation/api.ts';
import { MY_DECISIONS_KEY } from '@/features/moderation/queries.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

const FAILED_TITLE = 'Your appeal was not sent';
const FAILED_TEXT = 'Please try again.';

/**
 * The appeal of one decision: why it should be shown again, sent once. The answer replaces the
 * decision in the list, which then shows the appeal under review instead of this form.
 */
export function AppealForm({ decision, headingId }: { decision: MyDecision; headingId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = appealInput.safeParse({ text });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? MODERATION_TEXTS.appealTooShort);
    setSending(true);
    try {
      await sendAppeal(decision.id, parsed.data.text);
      notify.success(MODERATION_TEXTS.appealSent, MODERATION_TEXTS.appealSentBody);
      await queryClient.invalidateQueries({ queryKey: MY_DECISIONS_KEY });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields.text)
        return refuse(failure.fields.text);
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) {
        notify.error(FAILED_TITLE, failure.message);
        await queryClient.invalidateQueries({ queryKey: MY_DECISIONS_KEY });
        return;
      }
      logFailure('Sending the appeal failed', failure);
      notify.error(FAILED_TITLE, FAILED_TEXT);
    } finally {
      setSending(false);
    }
  };

  const noShow = isNoShow(decision);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={headingId}
      aria-busy={sending || undefined}
      className="mt-4 space-y-3"
    >
      <TextareaField
        ref={field}
        label={noShow ? MODERATION_TEXTS.disputeLabel : MODERATION_TEXTS.appealLabel}
        required
        rows={4}
        maxLength={2000}
        hint={
          noShow
            ? MODERATION_TEXTS.disputeHint
            : 'You can appeal each decision once. A moderator reads it and we email you the outcome.'
        }
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : noShow ? MODERATION_TEXTS.dispute : MODERATION_TEXTS.appeal}
      </Button>
    </form>
  );
}
