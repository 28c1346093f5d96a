/**
 * The demo's conversations, as the sample family sees them: a few threads with the sample nannies, one
 * about an applicant to its live job, one with a message a moderator removed, one blocked. What is sent
 * is kept in this tab until it reloads (nothing is saved). A visitor's link opens a sample conversation
 * with a nanny. Loaded only in demo mode (see api/client.ts).
 */
import { ApiError } from '@/api/errors.ts';
import {
  MESSAGE_PREVIEW_LENGTH,
  MESSAGES_TEXTS,
  type ConversationSummary,
  type GuestThread,
  type MessageView,
  type StartConversationInput,
  type Thread,
} from '@contract/messages.ts';
import { demoCandidates } from '@/demo/candidates.ts';
import { demoJobs } from '@/demo/jobs.ts';

const THREAD_PAGE = 20;

interface DemoConversation {
  summary: Omit<ConversationSummary, 'lastMessage' | 'unread' | 'updatedAt'>;
  messages: MessageView[];
  /** What the sample family has read, and what the other side has. */
  readSeq: number;
  otherReadSeq: number;
  /** The other side cannot be written to (they blocked the family). */
  closed: boolean;
  clientIds: Map<string, MessageView>;
}

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000).toISOString();

let conversations: DemoConversation[] | null = null;

const hexId = (n: number) => n.toString(16).padStart(32, 'd');

function build(now: number): DemoConversation[] {
  const nannies = demoCandidates();
  const job = demoJobs(now).find((j) => j.id === 'demo-job-01');
  const nanny = (index: number) => nannies[index % nannies.length]!;
  const thread = (lines: Array<[mine: boolean, text: string | null, minutes: number]>, id: string) =>
    lines.map(([mine, text, minutes], index) => ({
      id: `${id}_${index + 1}`,
      seq: index + 1,
      mine,
      text,
      removed: text === null,
      sentAt: minutesAgo(minutes, now),
    }));
  const first = hexId(1);
  const second = hexId(2);
  const third = hexId(3);
  return [
    {
      summary: {
        id: first,
        other: { label: nanny(0).firstName, kind: 'nanny', nannyId: nanny(0).id },
        origin: 'applicant',
        job: job ? { id: job.id, title: job.title } : null,
        blocked: false,
      },
      messages: thread(
        [
          [
            true,
            `Hello ${nanny(0).firstName}, thank you for applying. Could you tell us a little about your experience with toddlers?`,
            180,
          ],
          [
            false,
            'Hello! Of course. I looked after two toddlers for three years in my last family, and I ran a Montessori playroom before that.',
            150,
          ],
          [true, 'That sounds lovely. Would you be free for a trial morning next week?', 60],
          [
            false,
            'Yes, Tuesday or Wednesday morning works for me. My reference letter is at https://www.example.com/references/sophie.',
            5,
          ],
        ],
        first,
      ),
      readSeq: 3,
      otherReadSeq: 3,
      closed: false,
      clientIds: new Map(),
    },
    {
      summary: {
        id: second,
        other: { label: nanny(1).firstName, kind: 'nanny', nannyId: nanny(1).id },
        origin: 'candidate',
        job: null,
        blocked: false,
      },
      messages: thread(
        [
          [
            true,
            'Hi, we are expecting twins in the spring and would love to talk about maternity care.',
            60 * 26,
          ],
          [false, null, 60 * 25],
          [false, 'Congratulations! I would be glad to help. When are they due?', 60 * 24],
          [true, 'Early April. Could we have a call this week?', 60 * 23],
        ],
        second,
      ),
      readSeq: 4,
      otherReadSeq: 4,
      closed: false,
      clientIds: new Map(),
    },
    {
      summary: {
        id: third,
        other: { label: nanny(2).firstName, kind: 'nanny', nannyId: nanny(2).id },
        origin: 'candidate',
        job: null,
        blocked: true,
      },
      messages: thread([[false, 'Hi, are you still looking for a nanny?', 60 * 24 * 9]], third),
      readSeq: 1,
      otherReadSeq: 0,
      closed: false,
      clientIds: new Map(),
    },
  ];
}

function all(): DemoConversation[] {
  conversations ??= build(Date.now());
  return conversations;
}

const notFound = () => new ApiError(404, 'not_found', MESSAGES_TEXTS.notFound);

function find(id: string): DemoConversation {
  const found = all().find((c) => c.summary.id === id);
  if (!found) throw notFound();
  return found;
}

function summaryOf(c: DemoConversation): ConversationSummary {
  const last = c.messages.at(-1) ?? null;
  return {
    ...c.summary,
    lastMessage: last && {
      text: last.text === null ? null : last.text.slice(0, MESSAGE_PREVIEW_LENGTH),
      mine: last.mine,
      sentAt: last.sentAt,
      removed: last.removed,
    },
    unread: c.messages.filter((m) => !m.mine && m.seq > c.readSeq).length,
    updatedAt: last?.sentAt ?? new Date().toISOString(),
  };
}

/** GET /messages: the latest first. */
export function demoConversationList(): ConversationSummary[] {
  return all()
    .map(summaryOf)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** GET /messages/{id}: the newest page, an older one, or what is newer than `after`. */
export function demoThread(id: string, query: { after?: number; before?: number }): Thread {
  const c = find(id);
  let messages: MessageView[];
  let hasOlder: boolean;
  if (query.after !== undefined) {
    messages = c.messages.filter((m) => m.seq > query.after!);
    hasOlder = false;
  } else {
    const upTo = query.before === undefined ? c.messages : c.messages.filter((m) => m.seq < query.before!);
    messages = upTo.slice(-THREAD_PAGE);
    hasOlder = upTo.length > messages.length;
  }
  return {
    conversation: summaryOf(c),
    messages,
    hasOlder,
    canSend: !c.summary.blocked && !c.closed,
    otherReadSeq: c.otherReadSeq,
    interviewPair: null,
  };
}

function append(c: DemoConversation, text: string, clientId: string): MessageView {
  const known = c.clientIds.get(clientId);
  if (known) return known;
  const seq = (c.messages.at(-1)?.seq ?? 0) + 1;
  const message: MessageView = {
    id: `${c.summary.id}_${seq}`,
    seq,
    mine: true,
    text,
    removed: false,
    sentAt: new Date().toISOString(),
  };
  c.messages.push(message);
  c.readSeq = seq;
  c.clientIds.set(clientId, message);
  return message;
}

/** POST /messages/{id}. */
export function demoSend(id: string, text: string, clientId: string): MessageView {
  const c = find(id);
  if (c.summary.blocked || c.closed) throw notFound();
  return append(c, text, clientId);
}

/** POST /messages: a nanny's card or an applicant; the conversation there is, or a new one. */
export function demoStart(input: StartConversationInput): { conversationId: string; created: boolean } {
  const job = input.jobId ? (demoJobs().find((j) => j.id === input.jobId) ?? null) : null;
  // A nanny (the demo's applications are a nanny's) writes to the poster of a job she applied to.
  const nanny = demoCandidates().find((n) => n.id === input.nannyId);
  const other: ConversationSummary['other'] | null = nanny
    ? { label: nanny.firstName, kind: 'nanny', nannyId: nanny.id }
    : job && !input.nannyId
      ? { label: job.posterLabel, kind: job.posterType, nannyId: null }
      : null;
  if (!other) throw new ApiError(400, 'bad_request', MESSAGES_TEXTS.cannotStart);
  const existing = all().find(
    (c) =>
      c.summary.other.label === other.label &&
      c.summary.other.nannyId === other.nannyId &&
      (c.summary.job?.id ?? null) === (job?.id ?? null),
  );
  if (existing) {
    demoSend(existing.summary.id, input.text, input.clientId);
    return { conversationId: existing.summary.id, created: false };
  }
  const c: DemoConversation = {
    summary: {
      id: hexId(all().length + 1),
      other,
      origin: nanny ? (job ? 'applicant' : 'candidate') : 'application',
      job: job ? { id: job.id, title: job.title } : null,
      blocked: false,
    },
    messages: [],
    readSeq: 0,
    otherReadSeq: 0,
    closed: false,
    clientIds: new Map(),
  };
  all().push(c);
  append(c, input.text, input.clientId);
  return { conversationId: c.summary.id, created: true };
}

/** PUT /messages/{id}/read: answers how many messages are still unread across the conversations. */
export function demoRead(id: string, seq: number): { unread: number } {
  const c = find(id);
  c.readSeq = Math.max(c.readSeq, Math.min(seq, c.messages.at(-1)?.seq ?? 0));
  return { unread: all().reduce((sum, one) => sum + summaryOf(one).unread, 0) };
}

/** PUT /messages/{id}/block. */
export function demoBlock(id: string, blocked: boolean): { blocked: boolean } {
  find(id).summary.blocked = blocked;
  return { blocked };
}

let guest: { messages: MessageView[]; blocked: boolean; clientIds: Map<string, MessageView> } | null = null;

function guestState() {
  if (!guest) {
    const now = Date.now();
    const nanny = demoCandidates()[0]!;
    const id = hexId(99);
    guest = {
      messages: [
        [
          true,
          `Hello ${nanny.firstName}, we are a family in Clapham looking for help three afternoons a week. Are you available?`,
          120,
        ],
        [false, 'Hello! Yes, I have afternoons free from next month. How old are your children?', 30],
      ].map(([mine, text, minutes], index) => ({
        id: `${id}_${index + 1}`,
        seq: index + 1,
        mine: mine as boolean,
        text: text as string,
        removed: false,
        sentAt: minutesAgo(minutes as number, now),
      })),
      blocked: false,
      clientIds: new Map(),
    };
  }
  return guest;
}

/** POST /guest/conversation: any well-formed link opens the sample conversation in the demo. */
export function demoGuestThread(): GuestThread {
  const state = guestState();
  const nanny = demoCandidates()[0]!;
  return {
    other: { label: nanny.firstName, kind: 'nanny', nannyId: nanny.id },
    messages: state.messages,
    canSend: !state.blocked,
    blocked: state.blocked,
    expiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
  };
}

/** POST /guest/conversation/messages. */
export function demoGuestSend(text: string, clientId: string): MessageView {
  const state = guestState();
  if (state.blocked) throw notFound();
  const known = state.clientIds.get(clientId);
  if (known) return known;
  const seq = (state.messages.at(-1)?.seq ?? 0) + 1;
  const message = {
    id: `${hexId(99)}_${seq}`,
    seq,
    mine: true,
    text,
    removed: false,
    sentAt: new Date().toISOString(),
  };
  state.messages.push(message);
  state.clientIds.set(clientId, message);
  return message;
}

/** PUT /guest/conversation/block. */
export function demoGuestBlock(blocked: boolean): { blocked: boolean } {
  guestState().blocked = blocked;
  return { blocked };
}
