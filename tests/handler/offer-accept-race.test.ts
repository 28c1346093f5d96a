import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { OFFER_MESSAGES } from '../../lambdas/contract/offers-constants.ts';
import { applicationKey } from '../../lambdas/data/applications.ts';
import { offerKey } from '../../lambdas/data/offers.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * Two accepts at once, at the SDK boundary: the one that reads the offer before the other commits, and
 * her application after, finds her hired. It is told the offer was accepted already, as the one that
 * loses the transaction is, not what a hired application forbids.
 */
const { ddb } = mockAws('ddb');
quietConsole();
let accept: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv({ LINK_SIGNING_KEY: 'handler-test-link-signing-key-0123456789' });
  accept = ((await import('../../lambdas/http/offers/accept.ts')) as { handler: ApiHandler }).handler;
});

const JOB = 'job-0000-1111';
const NANNY = 'nanny-0000-2222';
const offer = (status: string) => ({
  ...offerKey(JOB, NANNY),
  jobId: JOB,
  nannyId: NANNY,
  posterId: 'family-1',
  nannyUserId: 'nanny-user-1',
  status,
  version: 1,
});

describe('an accept that loses the race between its reads', () => {
  it('is a 409 that says the offer was accepted already, and writes nothing', async () => {
    let offerReads = 0;
    ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
      const key = `${input.Key.pk}|${input.Key.sk}`;
      const o = offerKey(JOB, NANNY);
      if (key === `${o.pk}|${o.sk}`)
        // The first read sees it open; by the second the other accept has committed.
        return { Item: offer(offerReads++ === 0 ? 'proposed' : 'accepted') };
      const a = applicationKey(JOB, NANNY);
      if (key === `${a.pk}|${a.sk}`) return { Item: { ...a, jobId: JOB, nannyId: NANNY, status: 'hired' } };
      return {};
    });
    const res = await accept(
      apiEvent({
        method: 'POST',
        path: `/offers/${JOB}/${NANNY}/accept`,
        params: { jobId: JOB, nannyId: NANNY },
        body: JSON.stringify({ version: 1, employeeName: 'Priya Shah' }),
        claims: claimsOf({ sub: 'nanny-user-1', 'custom:user_type': 'nanny' }),
      }),
      lambdaContext,
    );
    expect(res.statusCode, String(res.body)).toBe(409);
    expect(JSON.parse(String(res.body)).message).toBe(OFFER_MESSAGES.acceptedAlready);
    expect(offerReads).toBe(2);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
