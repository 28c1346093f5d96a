import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler, sweep } from '../../lambdas/scheduled/retention.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The retention run's steps at the SDK boundary: what it deletes of a checked DBS certificate, that it
 * leaves what is not due, and that one failing step does not hold back the rest.
 */
const { ddb, s3 } = mockAws('ddb', 's3');
quietConsole();
beforeAll(() => stubFunctionEnv());

const now = new Date('2027-03-01T03:00:00.000Z');
const due = (id: string, key: string) => ({
  pk: `RETAIN#dbs#${id}`,
  sk: 'DUE',
  kind: 'dbs',
  id,
  dueAt: '2027-02-01T08:00:00.000Z',
  files: [key],
});

describe('the retention run', () => {
  it('deletes a checked certificate’s image and keeps the badge and the date', async () => {
    ddb.on(QueryCommand).resolves({ Items: [due('n1', 'files/u1/nanny-dbs/a')] });
    ddb.on(GetCommand).resolves({
      Item: { pk: 'NANNY#n1', sk: 'PROFILE', dbs: { key: 'files/u1/nanny-dbs/a' }, dbsVerified: true },
    });
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    expect(await sweep(now)).toEqual({ deleted: 1, kept: 0, skipped: 0, failed: 0 });
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ pk: 'NANNY#n1', sk: 'PROFILE' });
    // Only the image's reference goes; the check and its date are not touched.
    expect(update.UpdateExpression).toBe('REMOVE dbs');
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'files/u1/nanny-dbs/a',
    ]);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: 'RETAIN#dbs#n1', sk: 'DUE' },
      ConditionExpression: 'dueAt = :due',
    });
    // It asks only for what is due by its own clock.
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':p': 'RETENTION_DUE',
      ':now': `${now.toISOString()}#~`,
    });
  });

  it('leaves a certificate replaced since its check on the profile, deleting the checked image only', async () => {
    ddb.on(QueryCommand).resolves({ Items: [due('n2', 'files/u2/nanny-dbs/old')] });
    ddb
      .on(GetCommand)
      .resolves({ Item: { pk: 'NANNY#n2', sk: 'PROFILE', dbs: { key: 'files/u2/nanny-dbs/new' } } });
    ddb.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    expect(await sweep(now)).toMatchObject({ deleted: 1 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'files/u2/nanny-dbs/old',
    ]);
  });

  it('goes on past a step that fails, and fails as a whole only when every step did', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ddb
      .on(QueryCommand)
      .resolves({ Items: [due('bad', 'files/x/nanny-dbs/a'), due('good', 'files/y/nanny-dbs/b')] });
    ddb.on(GetCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    s3.on(DeleteObjectCommand, { Key: 'files/x/nanny-dbs/a' }).rejects(new Error('S3 is down'));
    s3.on(DeleteObjectCommand, { Key: 'files/y/nanny-dbs/b' }).resolves({});
    expect(await sweep(now)).toEqual({ deleted: 1, kept: 0, skipped: 0, failed: 1 });
    // The failed one's due item stays for tomorrow.
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([
      { pk: 'RETAIN#dbs#good', sk: 'DUE' },
    ]);

    ddb.on(QueryCommand).resolves({ Items: [due('bad', 'files/x/nanny-dbs/a')] });
    await expect(handler({ time: now.toISOString() })).rejects.toThrow('Every retention step failed (1)');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('postpones an unpaid draft whose days were given again, and keeps a paid one with its photo', async () => {
    const draftDue = {
      pk: 'RETAIN#draft#j1',
      sk: 'DUE',
      kind: 'draft',
      id: 'j1',
      dueAt: '2027-02-20T00:00:00.000Z',
      files: ['files/jobs/j1/job-photo/p'],
    };
    ddb.on(QueryCommand).resolves({ Items: [draftDue] });
    const later = Math.floor(Date.parse('2027-03-05T00:00:00.000Z') / 1000);
    ddb
      .on(GetCommand)
      .resolves({ Item: { pk: 'JOB#j1', sk: 'JOB', id: 'j1', paymentConfirmed: false, expiresAt: later } });
    ddb.on(UpdateCommand).resolves({});
    expect(await sweep(now)).toMatchObject({ kept: 1, deleted: 0 });
    const { ExpressionAttributeNames: names, ExpressionAttributeValues: values } =
      ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    const written = Object.fromEntries(
      Object.entries(names!).map(([name, attribute]) => [attribute, values![name.replace('#a', ':v')]]),
    );
    expect(written).toMatchObject({ kind: 'draft', id: 'j1', dueAt: '2027-03-05T00:00:00.000Z' });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);

    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [draftDue] });
    ddb.on(GetCommand).resolves({ Item: { pk: 'JOB#j1', sk: 'JOB', id: 'j1', paymentConfirmed: true } });
    ddb.on(DeleteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    expect(await sweep(now)).toMatchObject({ kept: 1 });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input.Key).toEqual({
      pk: 'RETAIN#draft#j1',
      sk: 'DUE',
    });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});
