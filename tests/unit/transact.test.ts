import { beforeAll, describe, expect, it } from 'vitest';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type * as TransactModule from '../../lambdas/data/table/transact.ts';
import { cancelled, mockAws, stubFunctionEnv } from '../support/aws.ts';

/**
 * The transaction helpers (data/table/transact.ts): named items answer which one failed, and a transaction
 * that names one item twice is refused before it is sent (DynamoDB would refuse it as a 400 of its own).
 */
const { ddb } = mockAws('ddb');
let transact: typeof TransactModule;
beforeAll(async () => {
  stubFunctionEnv();
  transact = await import('../../lambdas/data/table/transact.ts');
});

const check = (pk: string) => ({
  ConditionCheck: { TableName: 't', Key: { pk, sk: 'X' }, ConditionExpression: 'attribute_exists(pk)' },
});

describe('named transactions', () => {
  it('say which named entry failed first, and where in a list', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None']));
    const outcome = await transact.transact({
      first: check('A'),
      left: null,
      many: [check('B'), check('C')],
      last: check('D'),
    });
    expect(outcome).toEqual({ done: false, failed: 'many', at: 1 });
    // Entries left out (null) send nothing.
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toHaveLength(4);
  });

  it('answer done when every item was written', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await transact.transact({ only: check('A') })).toEqual({ done: true, failed: null, at: -1 });
  });

  it('refuse an item named twice before anything is sent', async () => {
    await expect(transact.transact({ first: check('A'), again: check('A') })).rejects.toThrow(
      /names the item A\|X twice/,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
