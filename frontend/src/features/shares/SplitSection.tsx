import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPence } from '@contract/money.ts';
import type { SplitInput } from '@contract/share-split.ts';
import type { ShareView } from '@contract/shares.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { FormMessage } from '@/features/shares/FormMessage.tsx';
import { useFocusAfterMove, useFocusTarget } from '@/features/shares/focusAfterMove.tsx';
import { SplitCalculatorForm } from '@/features/shares/SplitCalculatorForm.tsx';
import { agreeSplit, proposeSplit } from '@/features/shares/api.ts';
import {
  canAgreeSplit,
  hoursText,
  memberName,
  splitNames,
  splitStart,
  splitStateText,
} from '@/features/shares/format.ts';
import { shareChanged, shareKey } from '@/features/shares/queries.ts';
import { useShareMove } from '@/features/shares/useShareMove.ts';

type Split = NonNullable<ShareView['split']>;
type Paired = ShareView & { partner: NonNullable<ShareView['partner']> };

/**
 * The split of the nanny's gross pay: the one proposed (each family's hours and pay a week, the
 * arithmetic, who proposed it and whether it is agreed), and Agree for the family that did not propose
 * it. ProposeSplit, a part of the page of its own, proposes another.
 */
export function SplitSection({ userId, share }: { userId: string; share: Paired }) {
  const focusAfter = useFocusAfterMove();
  const agree = useShareMove({
    userId,
    shareId: share.id,
    move: (version: number) => agreeSplit(share.id, version),
    done: () => ({
      title: 'You agreed the split',
      description: 'The job for both families can be posted now.',
    }),
    failed: 'The split was not agreed',
    onDone: (agreed) => focusAfter('split', agreed),
  });
  return (
    <div className="grid gap-6">
      {share.split ? (
        <CurrentSplit share={share} split={share.split} />
      ) : (
        <p className="text-slate-800">No split is proposed yet. Work one out below, and propose it.</p>
      )}
      {share.split && canAgreeSplit(share) && (
        <div>
          <Button
            onClick={() => !agree.isPending && agree.mutate(share.split!.version)}
            aria-busy={agree.isPending || undefined}
          >
            {agree.isPending ? 'Agreeing…' : 'Agree this split'}
          </Button>
        </div>
      )}
    </div>
  );
}

function CurrentSplit({ share, split }: { share: Paired; split: Split }) {
  const headingId = useId();
  const heading = useFocusTarget<HTMLHeadingElement>('split', share.updatedAt);
  const sides = [
    { side: 'first' as const, member: share.first, figures: split.result.first },
    { side: 'partner' as const, member: share.partner, figures: split.result.partner },
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="current-split">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {split.agreed ? 'The agreed split' : 'The split proposed'}
      </h3>
      <p className="font-medium text-slate-900">{splitStateText(share, split)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {sides.map(({ side, member, figures }) => (
          <div key={side} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h4 className="font-semibold text-slate-900 wrap-anywhere">
              <bdi>{memberName(share, side, member)}</bdi>
            </h4>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
              <dt>Hours a week</dt>
              <dd>{hoursText(figures.hours)}</dd>
              <dt>Pay a week, gross</dt>
              <dd className="font-semibold text-slate-900">{formatPence(figures.weeklyGrossPence)}</dd>
            </dl>
          </div>
        ))}
      </div>
      <ul
        aria-label="How the split is worked out"
        className="list-disc space-y-0.5 pl-5 text-sm text-slate-800"
      >
        {split.result.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The calculator, starting from the split as it stands (or the two families' children), and Propose
 * this split. The calculator has its own h2 ('How it is worked out'), so this is a part of the page
 * under an h2 of its own, not a subsection of the split.
 */
export function ProposeSplit({ userId, share }: { userId: string; share: Paired }) {
  const queryClient = useQueryClient();
  const focusAfter = useFocusAfterMove();
  const messageId = useId();
  const [draft, setDraft] = useState<SplitInput | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const propose = useMutation({
    mutationFn: (input: SplitInput) => proposeSplit(share.id, input),
    onSuccess: (next) => {
      shareChanged(queryClient, userId, next);
      setMessage(null);
      notify.success('You proposed the split', 'The other family can agree it now.');
      focusAfter('split', next);
    },
    onError: (error) => {
      logFailure('Proposing the split failed', error);
      const fields = error instanceof ApiError && error.status === 400 ? Object.values(error.fields) : [];
      const text = fields.length ? fields.join(' ') : refusalText(error);
      setMessage(text);
      notify.error('The split was not proposed', text);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: shareKey(userId, share.id) });
    },
  });
  const submit = () => {
    if (propose.isPending) return;
    if (!draft) {
      setMessage('Please correct the figures marked before you propose the split.');
      return;
    }
    setMessage(null);
    propose.mutate(draft);
  };
  return (
    <div className="grid gap-4">
      <p className="text-slate-800">
        Work out what each family pays her a week, gross. When you propose it, the other family is asked to
        agree it.
      </p>
      <SplitCalculatorForm
        key={share.split?.version ?? 0}
        initial={splitStart(share)}
        names={splitNames(share)}
        onChange={(input, result) => setDraft(result ? input : null)}
      />
      <FormMessage id={messageId} message={message} />
      <div>
        <Button
          onClick={submit}
          aria-busy={propose.isPending || undefined}
          aria-describedby={message ? messageId : undefined}
        >
          {propose.isPending ? 'Proposing…' : 'Propose this split'}
        </Button>
      </div>
    </div>
  );
}
