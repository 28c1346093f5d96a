import { beforeAll, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { MODERATION_TEXTS } from '../../lambdas/contract/moderation.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * Moderation decisions and appeals at the SDK boundary: what each write holds, and that a refusal
 * writes nothing.
 */
const { ddb, cognito } = mockAws('ddb', 'cognito');
quietConsole();
const handlers: Record<string, ApiHandler> = {};

beforeAll(async () => {
  stubFunctionEnv({ LINK_SIGNING_KEY: 'handler-test-link-signing-key-0123456789' });
  for (const [name, path] of Object.entries({
    review: 'admin/review-report.ts',
    appeal: 'me/appeal.ts',
    decide: 'admin/decide-appeal.ts',
    report: 'reports/create.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
});

const writes = () =>
  ddb.commandCalls(PutCommand).length +
  ddb.commandCalls(TransactWriteCommand).length +
  ddb.commandCalls(UpdateCommand).filter((c) => !String(c.args[0].input.Key?.pk).startsWith('RATE#')).length;

const ADMIN = claimsOf({ sub: 'moderator-1', 'cognito:groups': '[admin]' });
const REPORT_ID = '0b7f3a8e-1111-4222-8333-444455556666';
const DECISION_ID = 'a'.repeat(32);
const CONV = 'c'.repeat(32);

const pendingReport = (contentType: string, contentId: string) => ({
  pk: `REPORT#${REPORT_ID}`,
  sk: 'REPORT',
  id: REPORT_ID,
  contentType,
  contentId,
  reason: 'harassment',
  status: 'pending',
  reporterEmail: 'r@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const conversation = {
  id: CONV,
  jobTitle: null,
  a: { key: 'ACCOUNT#family-1', accountId: 'family-1', kind: 'family', label: 'Olivia', readSeq: 2 },
  b: { key: 'ACCOUNT#nanny-1', accountId: 'nanny-1', kind: 'nanny', label: 'Amelia', readSeq: 2 },
};
const message = {
  conversationId: CONV,
  seq: 2,
  sender: 'b',
  text: 'Pay me first.',
  sentAt: '2026-11-20T09:00:00Z',
};

/** Answers a GetCommand by the key's partition. */
function items(byPk: Record<string, Record<string, unknown>>) {
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const item = byPk[`${input.Key.pk}|${input.Key.sk}`] ?? byPk[input.Key.pk];
    return item ? { Item: item } : {};
  });
}

const review = (body: Record<string, unknown>) =>
  handlers.review!(
    apiEvent({
      method: 'PATCH',
      path: `/admin/reports/${REPORT_ID}`,
      params: { reportId: REPORT_ID },
      body: JSON.stringify(body),
      claims: ADMIN,
    }),
    lambdaContext,
  );

describe('hiding reported content', () => {
  it('refuses to hide without an explanation, writing nothing', async () => {
    items({ [`REPORT#${REPORT_ID}`]: pendingReport('message', `${CONV}_2`) });
    const res = await review({ status: 'resolved', notes: '', hideContent: true, explanation: '   ' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).fields.explanation).toBe(MODERATION_TEXTS.explanationRequired);
    expect(writes()).toBe(0);
  });

  it('hides a message with its decision and the owner’s email in the review’s transaction', async () => {
    items({
      [`REPORT#${REPORT_ID}`]: pendingReport('message', `${CONV}_2`),
      [`CONV#${CONV}|CONV`]: conversation,
      [`CONV#${CONV}|MSG#000000002`]: message,
    });
    cognito.on(AdminGetUserCommand).resolves({
      UserAttributes: [
        { Name: 'sub', Value: 'nanny-1' },
        { Name: 'email', Value: 'Amelia@Example.com' },
      ],
    });
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    const res = await review({
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'Asking for money <b>first</b> is not allowed.',
    });
    expect(res.statusCode).toBe(200);
    const written = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const hide = written.find((i) => i.Update?.Key?.sk === 'MSG#000000002')!;
    expect(hide.Update!.UpdateExpression).toBe('SET #hidden = :yes');
    // The conversation's version moves, so an open thread reads the change on its next poll.
    const version = written.find((i) => i.Update?.Key?.sk === 'CONV')!;
    expect(version.Update!.UpdateExpression).toBe('ADD hiddenVersion :one');
    const decision = written.find((i) => i.Put?.Item?.entity === 'ModerationDecision')!.Put!.Item!;
    expect(decision).toMatchObject({
      contentType: 'message',
      contentId: `${CONV}_2`,
      contentLabel: 'Pay me first.',
      reason: 'Harassment',
      explanation: 'Asking for money first is not allowed.',
      hiddenByUserId: 'moderator-1',
      ownerAccountId: 'nanny-1',
      stillHidden: true,
      gsi1pk: 'DECISIONS_OF#nanny-1',
    });
    expect(decision).not.toHaveProperty('appeal');
    const pointer = written.find((i) => i.Put?.Item?.entity === 'HiddenContent')!.Put!;
    expect(pointer.Item).toMatchObject({ pk: `HIDDEN#message#${CONV}_2`, decisionId: decision.id });
    expect(pointer.ConditionExpression).toBe('attribute_not_exists(pk)');
    const email = written.find((i) => i.Put?.Item?.type === 'moderation-decision-email')!.Put!.Item!;
    expect(email).toMatchObject({
      accountId: 'nanny-1',
      payload: { to: 'amelia@example.com', canAppeal: true, reason: 'Harassment' },
    });
  });
});

describe('reporting a message', () => {
  const send = (token: Record<string, string> | undefined, extra: Record<string, unknown> = {}) =>
    handlers.report!(
      apiEvent({
        method: 'POST',
        path: '/reports',
        body: JSON.stringify({
          contentType: 'message',
          contentId: `${CONV}_2`,
          reason: 'spam',
          details: '',
          email: 'someone@example.com',
          ...extra,
        }),
        ...(token ? { claims: token } : {}),
      }),
      lambdaContext,
    );

  it('answers 404 to someone outside the conversation, and to a forged visitor token', async () => {
    ddb.on(UpdateCommand).resolves({});
    items({ [`CONV#${CONV}|CONV`]: conversation, [`CONV#${CONV}|MSG#000000002`]: message });
    expect((await send(undefined)).statusCode).toBe(404);
    expect((await send(undefined, { guestToken: `${CONV}.9999999999.forgedsignature` })).statusCode).toBe(
      404,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses its sender, and marks it reported with the report for a visitor holding her link', async () => {
    // Signed-in participants are known by their verified token (the integration tests); a visitor by
    // her link's signed token, checked here.
    const { guestToken } = await import('../../lambdas/services/guest-link.ts');
    const token = await guestToken(CONV);
    const withVisitor = {
      ...conversation,
      a: {
        key: 'GUEST#abc',
        accountId: null,
        kind: 'visitor',
        label: 'Jo',
        email: 'jo@example.com',
        readSeq: 2,
      },
    };
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    items({
      [`CONV#${CONV}|CONV`]: withVisitor,
      [`CONV#${CONV}|MSG#000000001`]: { ...message, seq: 1, sender: 'a', text: 'Hello' },
      [`CONV#${CONV}|MSG#000000002`]: message,
    });
    expect((await send(undefined, { contentId: `${CONV}_1`, guestToken: token })).statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect((await send(undefined, { guestToken: token })).statusCode).toBe(201);
    const written = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const marks = written.filter((i) => String(i.Update?.Key?.pk) === `CONV#${CONV}`);
    expect(marks.map((m) => m.Update!.Key!.sk)).toEqual(['MSG#000000002', 'CONV']);
    expect(marks[1]!.Update!.UpdateExpression).toBe('SET reportedAt = if_not_exists(reportedAt, :at)');
  });
});

const decisionItem = (over: Record<string, unknown> = {}) => ({
  pk: `DECISION#${DECISION_ID}`,
  sk: 'DECISION',
  id: DECISION_ID,
  contentType: 'message',
  contentId: `${CONV}_2`,
  contentLabel: 'Pay me first.',
  reason: 'Harassment',
  explanation: 'Not allowed.',
  hiddenAt: '2026-11-21T10:00:00.000Z',
  hiddenByUserId: 'moderator-1',
  reportId: REPORT_ID,
  ownerAccountId: 'nanny-1',
  ownerEmail: null,
  stillHidden: true,
  shownAt: null,
  ...over,
});

describe('appealing', () => {
  const appeal = (sub: string) =>
    handlers.appeal!(
      apiEvent({
        method: 'POST',
        path: `/me/moderation/${DECISION_ID}/appeal`,
        params: { decisionId: DECISION_ID },
        body: JSON.stringify({ text: 'Please look at this again, it was a misunderstanding.' }),
        claims: claimsOf({ sub, 'custom:user_type': 'nanny' }),
      }),
      lambdaContext,
    );

  it('answers 404 for another account’s decision and 409 for a second appeal, writing nothing', async () => {
    items({ [`DECISION#${DECISION_ID}`]: decisionItem() });
    expect((await appeal('family-1')).statusCode).toBe(404);
    items({
      [`DECISION#${DECISION_ID}`]: decisionItem({
        appeal: { text: 'x', status: 'open', createdAt: '2026-11-22T10:00:00.000Z' },
      }),
    });
    const second = await appeal('nanny-1');
    expect(second.statusCode).toBe(409);
    expect(JSON.parse(second.body!).message).toBe(MODERATION_TEXTS.appealOnce);
    expect(writes()).toBe(0);
  });

  it('writes the appeal only while the decision has none, counting it open', async () => {
    items({ [`DECISION#${DECISION_ID}`]: decisionItem() });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await appeal('nanny-1')).statusCode).toBe(201);
    const [write, count] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(write!.Update!.ConditionExpression).toBe(
      'ownerAccountId = :owner AND attribute_not_exists(appeal)',
    );
    expect(write!.Update!.ExpressionAttributeValues).toMatchObject({
      ':owner': 'nanny-1',
      ':gp': 'APPEALS#open',
      ':appeal': { status: 'open', text: 'Please look at this again, it was a misunderstanding.' },
    });
    expect(count!.Update!.Key).toEqual({ pk: 'COUNTER#APPEALS', sk: 'OPEN' });
  });
});

describe('deciding an appeal', () => {
  const decide = (outcome: string) =>
    handlers.decide!(
      apiEvent({
        method: 'POST',
        path: `/admin/appeals/${DECISION_ID}`,
        params: { decisionId: DECISION_ID },
        body: JSON.stringify({ outcome, notes: 'Looked again.' }),
        claims: claimsOf({ sub: 'moderator-2', 'cognito:groups': '[admin]' }),
      }),
      lambdaContext,
    );
  const appealed = decisionItem({
    appeal: { text: 'Please.', status: 'open', createdAt: '2026-11-22T10:00:00Z' },
  });

  it('reversed, shows the message again and emails the owner in one transaction', async () => {
    items({
      [`DECISION#${DECISION_ID}`]: appealed,
      [`CONV#${CONV}|CONV`]: conversation,
      [`CONV#${CONV}|MSG#000000002`]: { ...message, hidden: true },
    });
    cognito.on(AdminGetUserCommand).resolves({
      UserAttributes: [
        { Name: 'sub', Value: 'nanny-1' },
        { Name: 'email', Value: 'amelia@example.com' },
      ],
    });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await decide('reversed')).statusCode).toBe(200);
    const written = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(written[0]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':outcome': 'reversed',
      ':by': 'moderator-2',
      ':gp': 'APPEALS#decided',
      ':no': false,
    });
    expect(
      written.some(
        (i) => i.Update?.Key?.sk === 'MSG#000000002' && i.Update.UpdateExpression === 'REMOVE #hidden',
      ),
    ).toBe(true);
    expect(written.some((i) => i.Delete?.Key?.pk === `HIDDEN#message#${CONV}_2`)).toBe(true);
    expect(
      written.find((i) => i.Put?.Item?.type === 'appeal-outcome-email')!.Put!.Item!.payload,
    ).toMatchObject({
      to: 'amelia@example.com',
      outcome: 'reversed',
      notes: 'Looked again.',
    });
  });

  it('answers 409 when the appeal was decided meanwhile', async () => {
    items({ [`DECISION#${DECISION_ID}`]: appealed });
    cognito.on(AdminGetUserCommand).resolves({ UserAttributes: [] });
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const res = await decide('upheld');
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).message).toBe(MODERATION_TEXTS.alreadyDecided);
  });
});
