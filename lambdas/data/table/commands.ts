import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type ScanCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../platform/clients.ts';

/**
 * The single table's commands, each on this function's table: an entity module says what to read or
 * write (`getItem({ Key })`, `queryItems({ IndexName, KeyConditionExpression, ... })`) and never which
 * table. Each is a function of its own, so a bundle keeps only the commands its code can reach (what a
 * route's `uses` is checked against).
 */
type OnTable<Input extends { TableName?: string | undefined }> = Omit<Input, 'TableName'>;

export const getItem = (input: OnTable<GetCommandInput>) =>
  new GetCommand({ ...input, TableName: tableName() });

export const putItem = (input: OnTable<PutCommandInput>) =>
  new PutCommand({ ...input, TableName: tableName() });

export const updateItem = (input: OnTable<UpdateCommandInput>) =>
  new UpdateCommand({ ...input, TableName: tableName() });

export const deleteItem = (input: OnTable<DeleteCommandInput>) =>
  new DeleteCommand({ ...input, TableName: tableName() });

export const queryItems = (input: OnTable<QueryCommandInput>) =>
  new QueryCommand({ ...input, TableName: tableName() });

/** A walk of the whole table: for migrations and operators' tools, never a request path. */
export const scanItems = (input: OnTable<ScanCommandInput>) =>
  new ScanCommand({ ...input, TableName: tableName() });
