import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BADGE_POLL_MS, MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import type { ConversationSummary } from '@contract/messages.ts';
import { readFailureMessage } from '@/api/client.ts';
import { uniqueItems } from '@/api/pages.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { cn } from '@/components/ui/cn.ts';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { activityBadgeText } from '@/features/account/format.ts';
import {
  conversationPath,
  previewOf,
  sentAtFull,
  sentAtLabel,
  SIDE_KIND_LABELS,
} from '@/features/messages/format.ts';
import { conversationsQuery } from '@/features/messages/queries.ts';
import { SignedInOnly } from '@/features/messages/SignedInOnly.tsx';

const LIST_CLASS = 'grid gap-3';

export default function Messages() {
  usePageTitle(MESSAGES_TEXTS.pageTitle);
  return (
    <SignedInOnly title={MESSAGES_TEXTS.pageTitle} returnTo="/messages">
      {(userId) => <ConversationList userId={userId} />}
    </SignedInOnly>
  );
}

function ConversationList({ userId }: { userId: string }) {
  const query = useInfiniteQuery({ ...conversationsQuery(userId), refetchInterval: BADGE_POLL_MS });
  const { data, error } = query;
  const conversations = useMemo(() => uniqueItems(data?.pages), [data]);

  const content = (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your messages…"
          gridClassName={LIST_CLASS}
          cardClassName="h-24"
          count={3}
        />
      }
      error={{ title: MESSAGES_TEXTS.loadFailed, message: readFailureMessage(error) }}
      isEmpty={conversations.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{MESSAGES_TEXTS.empty}</h2>
          <p className="mt-1 text-slate-700">{MESSAGES_TEXTS.emptyBody}</p>
        </div>
      }
    >
      <PagedList
        items={conversations}
        keyOf={(c) => c.id}
        renderItem={(c) => <ConversationRow conversation={c} />}
        className={LIST_CLASS}
        noun={{ one: 'conversation', many: 'conversations' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more…',
          failedMessage: 'We could not load more of your conversations. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <PageShell title={MESSAGES_TEXTS.pageTitle} width="default">
      {content}
    </PageShell>
  );
}

/** One conversation: whom it is with, what about, the last message, and how many are unread. */
function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const unread = c.unread > 0;
  const preview = previewOf(c.lastMessage);
  return (
    <article
      className={cn(
        'relative rounded-2xl border bg-white p-4 shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-slate-50',
        unread ? 'border-brand-700' : 'border-slate-200',
      )}
      data-testid="conversation"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold text-slate-900 wrap-anywhere">
          {/* The whole card is the link's target; its name is the heading's text. */}
          <Link
            to={conversationPath(c.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            <bdi>{c.other.label}</bdi>
            <span className="sr-only">
              , {SIDE_KIND_LABELS[c.other.kind]}
              {unread ? `, ${MESSAGES_TEXTS.unreadBadge(c.unread)}` : ''}
            </span>
          </Link>{' '}
          <span aria-hidden="true" className="text-sm font-normal text-slate-700">
            · {SIDE_KIND_LABELS[c.other.kind]}
          </span>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {c.blocked && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              Blocked
            </span>
          )}
          {unread && (
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
            >
              {activityBadgeText(c.unread)}
            </span>
          )}
        </div>
      </div>
      {c.job && <p className="mt-0.5 text-sm text-slate-700 wrap-anywhere">About: {c.job.title}</p>}
      <div className="mt-2 flex items-baseline justify-between gap-3">
        <p
          className={cn(
            'min-w-0 truncate',
            unread ? 'font-semibold text-slate-900' : 'text-slate-800',
            c.lastMessage?.removed && 'italic',
          )}
        >
          {preview}
        </p>
        {c.lastMessage && (
          <time
            dateTime={c.lastMessage.sentAt}
            title={sentAtFull(c.lastMessage.sentAt)}
            className="shrink-0 text-sm text-slate-700"
          >
            {sentAtLabel(c.lastMessage.sentAt)}
          </time>
        )}
      </div>
    </article>
  );
}
