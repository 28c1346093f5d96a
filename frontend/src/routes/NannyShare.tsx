import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { myJobPath } from '@contract/hiring-paths.ts';
import { jobPagePath } from '@contract/jobs-constants.ts';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import type { ShareView } from '@contract/shares.ts';
import { readFailureMessage } from '@/api/client.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { conversationPath } from '@/features/messages/format.ts';
import { CopyLink } from '@/features/shares/CopyLink.tsx';
import { EmployerSection } from '@/features/shares/EmployerSection.tsx';
import { FamiliesOnly } from '@/features/shares/FamiliesOnly.tsx';
import {
  ShareFocusProvider,
  useFocusTarget,
  type ShareFocusTarget,
} from '@/features/shares/focusAfterMove.tsx';
import { PartSummary } from '@/features/shares/PartSummary.tsx';
import { ProposeForm } from '@/features/shares/ProposeForm.tsx';
import { Proposals } from '@/features/shares/Proposals.tsx';
import { ShareCard } from '@/features/shares/ShareCard.tsx';
import { ProposeSplit, SplitSection } from '@/features/shares/SplitSection.tsx';
import { leaveShare } from '@/features/shares/api.ts';
import {
  canPostJob,
  isPaired,
  leaveText,
  memberName,
  PROPOSAL_STATUS_TEXTS,
  shareJobPath,
  shareStatusText,
  sidesOf,
} from '@/features/shares/format.ts';
import { isMissing, shareQuery } from '@/features/shares/queries.ts';
import { useShareMove } from '@/features/shares/useShareMove.ts';

const TITLE = 'Nanny share';
const linkClass =
  'rounded font-semibold text-brand-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2';

type Paired = ShareView & { partner: NonNullable<ShareView['partner']> };

/**
 * A nanny share's page. Another family reads its card and proposes to share; the first family answers
 * the proposals (and has a link for a family it already knows); once paired, both families agree the
 * split, give their details as employers, post the job for both, or leave.
 */
export default function NannyShare() {
  const { shareId = '' } = useParams();
  return (
    <FamiliesOnly title={TITLE} returnTo={SHARE_PATHS.share(shareId)}>
      {(userId) => <SharePage userId={userId} shareId={shareId} />}
    </FamiliesOnly>
  );
}

/** The page's h1: the reader's own share, or the family's whose share it is. */
const titleOf = (share: ShareView | undefined) =>
  !share ? TITLE : share.mySide ? 'Your nanny share' : `${share.first.label}’s nanny share`;

function SharePage({ userId, shareId }: { userId: string; shareId: string }) {
  const query = useQuery(shareQuery(userId, shareId));
  const { data, error } = query;
  const title = titleOf(data);
  usePageTitle(title);
  let content: ReactNode;
  if (data)
    content = (
      <ShareFocusProvider>
        <ShareContent userId={userId} share={data} />
      </ShareFocusProvider>
    );
  else if (query.isPending) content = <p role="status">Loading the nanny share…</p>;
  else if (isMissing(error))
    content = (
      <Card>
        <p className="text-slate-800">{SHARE_TEXTS.notFound}</p>
        <BackToShares />
      </Card>
    );
  else
    content = (
      <ListLoadError
        title="We could not load this nanny share."
        message={readFailureMessage(error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  return (
    <PageShell title={title} width="default">
      {content}
    </PageShell>
  );
}

function BackToShares() {
  return (
    <p className="mt-4">
      <Link to={SHARE_PATHS.list} className={linkClass}>
        Back to nanny shares
      </Link>
    </p>
  );
}

/**
 * A part of the page: a card under its own h2. A part that shows a move's result (`focus`) takes focus
 * on its heading once the move is done.
 */
function Part({
  title,
  children,
  testId,
  focus,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
  testId?: string;
  focus?: { target: ShareFocusTarget; share: Pick<ShareView, 'updatedAt'> };
}) {
  const headingId = useId();
  const heading = useFocusTarget<HTMLHeadingElement>(focus?.target ?? null, focus?.share.updatedAt ?? '');
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Card>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={focus ? -1 : undefined}
          className="text-xl font-semibold text-slate-900"
        >
          {title}
        </h2>
        <div className="mt-4">{children(headingId)}</div>
      </Card>
    </section>
  );
}

function ShareContent({ userId, share }: { userId: string; share: ShareView }) {
  if (share.status === 'ended')
    return (
      <Card>
        <p role="status" className="font-medium text-slate-900">
          {SHARE_TEXTS.ended}
        </p>
        <BackToShares />
      </Card>
    );
  if (!share.mySide) return <Outsider userId={userId} share={share} />;
  if (isPaired(share) && share.partner) return <Members userId={userId} share={share as Paired} />;
  return <FirstSeeking userId={userId} share={share} />;
}

/** Another family: the share's card, then its proposal, or the form to make one. */
function Outsider({ userId, share }: { userId: string; share: ShareView }) {
  const card = {
    id: share.id,
    familyLabel: share.first.label,
    part: share.first.part,
    about: share.about,
    createdAt: share.createdAt,
    responsiveness: null,
    reasons: share.reasons,
  };
  return (
    <div className="grid gap-6">
      <ShareCard share={card} headingLevel="h2" linked={false} />
      {share.myProposal ? (
        <Part title="Your proposal" testId="my-proposal">
          {() => (
            <div className="grid gap-3">
              <p role="status" className="font-medium text-slate-900">
                {PROPOSAL_STATUS_TEXTS[share.myProposal!.status]}
              </p>
              <PartSummary part={share.myProposal!.part} />
              {share.myProposal!.conversationId && (
                <p>
                  <Link to={conversationPath(share.myProposal!.conversationId)} className={linkClass}>
                    Messages with <bdi>{share.first.label}</bdi>
                  </Link>
                </p>
              )}
            </div>
          )}
        </Part>
      ) : share.status === 'seeking' ? (
        <Part title="Propose to share">
          {(headingId) => (
            <>
              <p className="text-slate-800">
                Say where and when you need a nanny, and for how many children, with a first message to{' '}
                <bdi>{share.first.label}</bdi>. If they accept, you agree together how to split her pay.
              </p>
              <ProposeForm
                userId={userId}
                shareId={share.id}
                familyLabel={share.first.label}
                headingId={headingId}
              />
            </>
          )}
        </Part>
      ) : (
        <Card>
          <p className="text-slate-800">{SHARE_TEXTS.notSeeking}</p>
          <BackToShares />
        </Card>
      )}
    </div>
  );
}

/** The first family, before it shares: its part, its link, its proposals, and leaving. */
function FirstSeeking({ userId, share }: { userId: string; share: ShareView }) {
  return (
    <div className="grid gap-6">
      <p className="text-lg text-slate-800">{shareStatusText(share)}</p>
      <Part title="Your part">
        {() => (
          <div className="grid gap-3">
            <PartSummary part={share.first.part} />
            {share.about && <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{share.about}</p>}
          </div>
        )}
      </Part>
      {!share.listed && (
        <Part title="Invite the family you share with">{() => <CopyLink shareId={share.id} />}</Part>
      )}
      <Part title="Proposals" testId="share-proposals">
        {() => <Proposals userId={userId} share={share} />}
      </Part>
      <LeaveSection userId={userId} share={share} />
    </div>
  );
}

/** Both families, once paired: their parts, their messages, the split, their details, the job. */
function Members({ userId, share }: { userId: string; share: Paired }) {
  const sides = sidesOf(share)!;
  const other = share[sides.other];
  return (
    <div className="grid gap-6">
      <p className="text-lg text-slate-800">{shareStatusText(share)}</p>
      <Part title="The two families" focus={{ target: 'families', share }}>
        {() => (
          <div className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {(['first', 'partner'] as const).map((side) => (
                <div key={side} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                  <h3 className="font-semibold text-slate-900 wrap-anywhere">
                    <bdi>{memberName(share, side, share[side])}</bdi>
                  </h3>
                  <PartSummary part={share[side].part} className="mt-2" />
                </div>
              ))}
            </div>
            {share.conversationId && (
              <p>
                <Link to={conversationPath(share.conversationId)} className={linkClass}>
                  Messages with <bdi>{other.label}</bdi>
                </Link>
              </p>
            )}
          </div>
        )}
      </Part>
      <Part title="The split" testId="share-split">
        {() => <SplitSection userId={userId} share={share} />}
      </Part>
      <Part title={share.split ? 'Propose another split' : 'Propose a split'} testId="share-propose-split">
        {() => <ProposeSplit userId={userId} share={share} />}
      </Part>
      <Part title="Your details as an employer" testId="share-employer" focus={{ target: 'employer', share }}>
        {() => <EmployerSection userId={userId} share={share} />}
      </Part>
      <Part title="Post the job for both families" testId="share-job">
        {() => <JobPart share={share} />}
      </Part>
      <LeaveSection userId={userId} share={share} />
    </div>
  );
}

function JobPart({ share }: { share: Paired }) {
  if (share.jobId)
    return (
      <div className="grid gap-2">
        <p className="text-slate-800">The job for both families is posted.</p>
        <ul role="list" className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={jobPagePath(share.jobId)} className={linkClass}>
              See the job
            </Link>
          </li>
          <li>
            <Link to={myJobPath(share.jobId)} className={linkClass}>
              See its applicants
            </Link>
          </li>
        </ul>
      </div>
    );
  if (!canPostJob(share)) return <p className="text-slate-800">{SHARE_TEXTS.splitNotAgreed}</p>;
  const sides = sidesOf(share)!;
  const otherGaveDetails = share[sides.other].employer !== null;
  return (
    <div className="grid gap-3">
      <p className="text-slate-800">
        Both families agreed the split. Post the job once, for both: nannies apply to it, and both of you see
        the applicants.
      </p>
      {!otherGaveDetails && <p className="text-slate-800">{SHARE_TEXTS.employerMissing}</p>}
      <div>
        <ButtonLink to={shareJobPath(share.id)}>Post the job for both families</ButtonLink>
      </div>
    </div>
  );
}

/** Leaving, asked first with what it does. */
function LeaveSection({ userId, share }: { userId: string; share: ShareView }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = useShareMove({
    userId,
    shareId: share.id,
    move: () => leaveShare(share.id),
    done: () => ({ title: 'You left the nanny share' }),
    failed: 'You did not leave the nanny share',
    onDone: () => {
      setAsking(false);
      void navigate(SHARE_PATHS.list);
    },
  });
  return (
    <Part title="Leave the share">
      {() => (
        <>
          <p className="text-slate-800">{leaveText(share)}</p>
          <Button variant="outline" className="mt-4" onClick={() => setAsking(true)} aria-haspopup="dialog">
            Leave the share
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Leave the nanny share?"
            description={leaveText(share)}
            keepLabel="Stay in the share"
            confirmLabel="Leave the share"
            busy={leave.isPending}
            onConfirm={() => leave.mutate(undefined)}
          />
        </>
      )}
    </Part>
  );
}
