import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env.ts';

/**
 * SDK clients, created once per container and shared by every invocation. Endpoints come from the
 * SDK's standard AWS_ENDPOINT_URL_* variables where they are not AWS's own.
 */
let documentClient: DynamoDBDocumentClient | undefined;
export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

let secrets: SecretsManagerClient | undefined;
export function secretsManager(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({});
  return secrets;
}

export const tableName = () => {
  const name = env().TABLE_NAME;
  if (!name) throw new Error('Missing function environment: TABLE_NAME');
  return name;
};
