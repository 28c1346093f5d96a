import { describe, expect, it } from 'vitest';
import { MESSAGES_TEXTS, guestThread, thread, conversationSummary } from '../../lambdas/contract/messages.ts';
import { ApiError } from '../../frontend/src/api/errors.ts';
import {
  demoBlock,
  demoConversationList,
  demoGuestSend,
  demoGuestThread,
  demoRead,
  demoSend,
  demoStart,
  demoThread,
} from '../../frontend/src/demo/conversations.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, message: error.message } : error;
  }
  return null;
};

// One tab's demo: each step sees the ones before it, as the pages do.
describe('the demo’s conversations', () => {
  it('answers what the contract says, the latest first', () => {
    const list = demoConversationList();
    for (const item of list) conversationSummary.parse(item);
    expect(list.map((c) => c.updatedAt)).toEqual([...list.map((c) => c.updatedAt)].sort().reverse());
    expect(list.some((c) => c.blocked)).toBe(true);
    expect(list.some((c) => c.unread > 0)).toBe(true);
    thread.parse(demoThread(list[0]!.id, {}));
    guestThread.parse(demoGuestThread());
  });

  it('pages a thread by number, and answers only what is newer after a number', () => {
    const id = demoConversationList()[0]!.id;
    const all = demoThread(id, {});
    expect(all.hasOlder).toBe(false);
    const last = all.messages.at(-1)!.seq;
    expect(demoThread(id, { after: last }).messages).toEqual([]);
    expect(demoThread(id, { after: last - 1 }).messages.map((m) => m.seq)).toEqual([last]);
    const older = demoThread(id, { before: last });
    expect(older.messages.every((m) => m.seq < last)).toBe(true);
  });

  it('stores a message once per client id, and reading clears the unread count', () => {
    const id = demoConversationList().find((c) => c.unread > 0)!.id;
    const first = demoSend(id, 'See you Tuesday', 'client-0001');
    const again = demoSend(id, 'See you Tuesday', 'client-0001');
    expect(again).toEqual(first);
    expect(demoThread(id, {}).messages.filter((m) => m.text === 'See you Tuesday')).toHaveLength(1);
    demoRead(id, first.seq);
    expect(demoConversationList().find((c) => c.id === id)!.unread).toBe(0);
  });

  it('adds to the conversation there is with the same nanny about the same job, or starts one', () => {
    const existing = demoConversationList().find((c) => c.job !== null)!;
    const joined = demoStart({
      nannyId: existing.other.nannyId!,
      jobId: existing.job!.id,
      text: 'One more thing',
      clientId: 'client-0002',
    });
    expect(joined).toEqual({ conversationId: existing.id, created: false });
    const started = demoStart({
      nannyId: existing.other.nannyId!,
      text: 'A new topic',
      clientId: 'client-0003',
    });
    expect(started.created).toBe(true);
    const listed = demoConversationList().find((c) => c.id === started.conversationId);
    expect(listed).toMatchObject({ job: null, lastMessage: { text: 'A new topic', mine: true } });
    expect(refusal(() => demoStart({ nannyId: 'nobody-here', text: 'Hi', clientId: 'client-0004' }))).toEqual(
      {
        status: 400,
        message: MESSAGES_TEXTS.cannotStart,
      },
    );
  });

  it('refuses messages in a blocked conversation until it is unblocked', () => {
    const id = demoConversationList().find((c) => !c.blocked)!.id;
    demoBlock(id, true);
    expect(demoThread(id, {}).canSend).toBe(false);
    expect(refusal(() => demoSend(id, 'Hello?', 'client-0005'))).toEqual({
      status: 404,
      message: MESSAGES_TEXTS.notFound,
    });
    demoBlock(id, false);
    expect(demoThread(id, {}).canSend).toBe(true);
    expect(refusal(() => demoThread('f'.repeat(32), {}))).toMatchObject({ status: 404 });
  });

  it('keeps the visitor’s sample conversation, once per client id', () => {
    const before = demoGuestThread().messages.length;
    demoGuestSend('Thank you!', 'client-0006');
    demoGuestSend('Thank you!', 'client-0006');
    expect(demoGuestThread().messages).toHaveLength(before + 1);
  });
});
