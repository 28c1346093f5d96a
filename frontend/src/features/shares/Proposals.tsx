import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShareView } from '@contract/shares.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { conversationPath } from '@/features/messages/format.ts';
import { PartSummary, Reasons } from '@/features/shares/PartSummary.tsx';
import { acceptProposal, declineProposal } from '@/features/shares/api.ts';
import { useFocusAfterMove } from '@/features/shares/focusAfterMove.tsx';
import { PROPOSAL_STATUS_TEXTS } from '@/features/shares/format.ts';
import { useShareMove } from '@/features/shares/useShareMove.ts';

type Proposal = ShareView['proposals'][number];

const linkClass =
  'rounded font-semibold text-brand-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2';

/**
 * The first family's proposals, newest first: each family's part, why it fits, the conversation, and,
 * while it waits, Accept (asked first: the others are declined) and Decline.
 */
export function Proposals({ userId, share }: { userId: string; share: ShareView }) {
  const [accepting, setAccepting] = useState<Proposal | null>(null);
  const focusAfter = useFocusAfterMove();
  const accept = useShareMove({
    userId,
    shareId: share.id,
    move: (proposal: Proposal) => acceptProposal(share.id, proposal.familyId),
    done: (_, proposal) => ({
      title: `You share a nanny with ${proposal.familyLabel}`,
      description: 'Agree the split of her pay next.',
    }),
    failed: 'The proposal was not accepted',
    onDone: (paired) => {
      setAccepting(null);
      // The proposals give way to the two families: focus goes to them.
      focusAfter('families', paired);
    },
  });
  const decline = useShareMove({
    userId,
    shareId: share.id,
    move: (proposal: Proposal) => declineProposal(share.id, proposal.familyId),
    done: (_, proposal) => ({ title: `You declined ${proposal.familyLabel}’s proposal` }),
    failed: 'The proposal was not declined',
  });
  if (share.proposals.length === 0)
    return <p className="text-slate-800">No family has proposed to share yet.</p>;
  const busy = accept.isPending || decline.isPending;
  return (
    <>
      <ul role="list" className="grid gap-4">
        {share.proposals.map((proposal) => (
          <li key={proposal.familyId}>
            <ProposalItem
              proposal={proposal}
              answerable={share.status === 'seeking' && proposal.status === 'open'}
              busy={busy}
              declining={decline.isPending && decline.variables?.familyId === proposal.familyId}
              onAccept={() => setAccepting(proposal)}
              onDecline={() => !busy && decline.mutate(proposal)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={`Share with ${accepting?.familyLabel ?? ''}?`}
        description="Other proposals will be declined."
        keepLabel="Not now"
        confirmLabel={`Share with ${accepting?.familyLabel ?? ''}`}
        busy={accept.isPending}
        onConfirm={() => accepting && accept.mutate(accepting)}
      />
    </>
  );
}

function ProposalItem({
  proposal,
  answerable,
  busy,
  declining,
  onAccept,
  onDecline,
}: {
  proposal: Proposal;
  answerable: boolean;
  busy: boolean;
  declining: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const headingId = useId();
  const name = proposal.familyLabel;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="share-proposal"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
          <bdi>{name}</bdi>
        </h3>
        <p className="text-sm font-medium text-slate-700">{PROPOSAL_STATUS_TEXTS[proposal.status]}</p>
      </div>
      <PartSummary part={proposal.part} />
      <Reasons reasons={proposal.reasons} label={`Why ${name}’s part fits yours`} />
      {proposal.conversationId && (
        <p>
          <Link to={conversationPath(proposal.conversationId)} className={linkClass}>
            Messages with <bdi>{name}</bdi>
          </Link>
        </p>
      )}
      {answerable && (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => !busy && onAccept()}
            aria-disabled={busy || undefined}
            aria-haspopup="dialog"
          >
            Accept<span className="sr-only"> {name}’s proposal</span>
          </Button>
          <Button
            variant="outline"
            onClick={onDecline}
            aria-disabled={busy || undefined}
            aria-busy={declining || undefined}
          >
            {declining ? 'Declining…' : 'Decline'}
            <span className="sr-only"> {name}’s proposal</span>
          </Button>
        </div>
      )}
    </article>
  );
}
