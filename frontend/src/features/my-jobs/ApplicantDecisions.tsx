import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultDeclineMessage, HIRING_MESSAGES, type PosterDecision } from '@contract/hiring-constants.ts';
import type { Applicant, MyJobDetail } from '@contract/hiring.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { decideApplicant, refusalText } from '@/features/my-jobs/api.ts';
import { offerAction, posterActions, type DecisionAction } from '@/features/my-jobs/format.ts';
import { offerPath } from '@contract/offers-constants.ts';
import { INTERVIEWS_PATH } from '@contract/interviews-constants.ts';
import { applicantChanged, applicantKey, jobApplicantsKey, myJobKey } from '@/features/my-jobs/queries.ts';

/** The decisions the rules allow from her status; a decline or a hire is confirmed first. */
export function Decisions({
  userId,
  job,
  applicant,
}: {
  userId: string;
  job: MyJobDetail;
  applicant: Applicant;
}) {
  const queryClient = useQueryClient();
  const actions = posterActions(applicant.status);
  const [confirming, setConfirming] = useState<DecisionAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const decide = useMutation({
    mutationFn: ({ status, message }: { status: PosterDecision; message?: string }) =>
      decideApplicant(job.id, applicant.nannyId, status, message),
    onSuccess: (saved) => {
      applicantChanged(queryClient, userId, job.id, applicant.status, saved, true);
      notify.success(HIRING_MESSAGES.statusSaved, undefined);
      setDialogOpen(false);
    },
    onError: (e) => {
      logFailure('Saving the decision failed', e);
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        // Someone else moved first (she withdrew, the job closed): the page reads where things stand.
        notify.error(e.message);
        void queryClient.invalidateQueries({ queryKey: applicantKey(userId, job.id, applicant.nannyId) });
        void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, job.id) });
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
        setDialogOpen(false);
        return;
      }
      notify.error('Your decision was not saved', refusalText(e));
    },
  });

  const offer = offerAction(applicant.status);
  const canOffer = offer === 'make' && job.state === 'live';
  if (!actions.length && !canOffer && offer !== 'view') return null;
  const run = (action: DecisionAction) => {
    if (decide.isPending) return;
    if (action.status === 'declined') {
      setConfirming(action);
      setDialogOpen(true);
      return;
    }
    decide.mutate({ status: action.status });
  };

  const decisionButton = (action: DecisionAction) => (
    <Button
      key={action.status}
      variant={action.status === 'declined' ? 'outline' : 'secondary'}
      onClick={() => run(action)}
      aria-busy={(decide.isPending && decide.variables?.status === action.status) || undefined}
      aria-disabled={decide.isPending || undefined}
    >
      {action.label}
    </Button>
  );

  return (
    <div>
      <h4 className="sr-only">Your decision</h4>
      <div className="flex flex-wrap gap-3">
        {actions.filter((action) => action.status !== 'declined').map(decisionButton)}
        {/* Hiring is an offer she accepts: its form is on the offer's page. */}
        {canOffer && (
          <ButtonLink to={`${INTERVIEWS_PATH}/new/${job.id}/${applicant.nannyId}`} variant="secondary">
            Propose an interview
          </ButtonLink>
        )}
        {canOffer && <ButtonLink to={offerPath(job.id, applicant.nannyId)}>Hire</ButtonLink>}
        {offer === 'view' && (
          <ButtonLink to={offerPath(job.id, applicant.nannyId)} variant="secondary">
            View the offer
          </ButtonLink>
        )}
        {actions.filter((action) => action.status === 'declined').map(decisionButton)}
      </div>
      {confirming && (
        <DecisionDialog
          key={confirming.status}
          action={confirming}
          applicantName={applicant.name}
          jobTitle={job.title}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          saving={decide.isPending}
          onConfirm={(message) =>
            decide.mutate({ status: confirming.status, ...(message !== undefined ? { message } : {}) })
          }
        />
      )}
    </div>
  );
}

/** Declining is confirmed, with a kind message she is sent, which the poster may edit. */
function DecisionDialog({
  action,
  applicantName,
  jobTitle,
  open,
  onOpenChange,
  saving,
  onConfirm,
}: {
  action: DecisionAction;
  applicantName: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onConfirm: (message?: string) => void;
}) {
  const declining = action.status === 'declined';
  const [message, setMessage] = useState(() => defaultDeclineMessage(jobTitle));
  const tooLong = message.trim().length > 2000;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={declining ? `Decline ${applicantName}` : applicantName}
      description={declining ? 'She is sent this message by email. You cannot undo a decline.' : ''}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (saving || (declining && tooLong)) return;
          onConfirm(declining ? message : undefined);
        }}
      >
        {declining && (
          <TextareaField
            label="Message to the applicant"
            rows={7}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={tooLong ? HIRING_MESSAGES.declineMessage : undefined}
            hint="A kind message is ready; change it as you like."
          />
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={declining ? 'destructive' : 'primary'}
            aria-busy={saving || undefined}
            aria-disabled={saving || undefined}
          >
            {saving ? 'Saving…' : 'Send and decline'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
