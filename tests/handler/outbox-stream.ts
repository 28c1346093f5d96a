import type { AwsStub } from 'aws-sdk-client-mock';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';

type Item = Record<string, unknown>;
// The mocked document client, whatever its exact generic arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DocumentClientMock = AwsStub<any, any, any>;

/**
 * The outbox as a handler test sees it: the outbox items a handler's transactions wrote (read off the
 * mocked document client), and the table's stream handing them to the deliverer. The items are kept in
 * memory once handed over, so the deliverer's read and its conditional delivery record behave as
 * DynamoDB's would; the mock answers them by key, ahead of whatever the test answers for other items.
 */
export class OutboxStream {
  /** Outbox items as the table holds them, by pk. */
  readonly stored = new Map<string, Item>();
  private sequence = 0;

  private readonly ddb: DocumentClientMock;

  constructor(ddb: DocumentClientMock) {
    this.ddb = ddb;
  }

  /** The outbox items the handler's transactions wrote so far. */
  written(): Item[] {
    return this.ddb
      .commandCalls(TransactWriteCommand)
      .flatMap((call) => call.args[0].input.TransactItems ?? [])
      .map((item: { Put?: { Item?: Item } }) => item.Put?.Item)
      .filter((item: Item | undefined): item is Item => String(item?.pk ?? '').startsWith('OUTBOX#'));
  }

  /**
   * A stream event carrying these items as new inserts; each is stored (once) and its reads and delivery
   * record answered from the store.
   */
  eventOf(items: readonly Item[]): DynamoDBStreamEvent {
    for (const item of items) this.store(item);
    return {
      Records: items.map((item) => {
        this.sequence += 1;
        return {
          eventID: `event-${this.sequence}`,
          eventName: 'INSERT' as const,
          eventSource: 'aws:dynamodb',
          dynamodb: {
            Keys: { pk: { S: String(item.pk) }, sk: { S: String(item.sk) } },
            // The item as written (NEW_IMAGE): what event filters read (its type); payload as JSON text.
            NewImage: {
              type: { S: String(item.type) },
              ...(typeof item.payload === 'object' && item.payload && 'jobId' in item.payload
                ? { payload: { M: { jobId: { S: String(item.payload.jobId) } } } }
                : {}),
            },
            SequenceNumber: String(this.sequence).padStart(21, '0'),
            StreamViewType: 'NEW_IMAGE' as const,
          },
        };
      }),
    };
  }

  private store(item: Item) {
    const pk = String(item.pk);
    if (this.stored.has(pk)) return;
    this.stored.set(pk, { ...item });
    const key = { Key: { pk, sk: item.sk } };
    this.ddb.on(GetCommand, key).callsFake(async () => ({ Item: this.stored.get(pk) }));
    this.ddb.on(UpdateCommand, key).callsFake(async (input: { ExpressionAttributeValues?: Item }) => {
      const current = this.stored.get(pk);
      if (!current || current.deliveredAt !== undefined)
        throw new ConditionalCheckFailedException({
          message: 'The conditional request failed',
          $metadata: {},
        });
      current.deliveredAt = input.ExpressionAttributeValues?.[':at'];
      return {};
    });
  }
}
