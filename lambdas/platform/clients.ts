import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env, required } from './env.ts';

/**
 * SDK clients, created once per container and shared by every invocation. Endpoints come from the
 * SDK's standard AWS_ENDPOINT_URL_* variables where they are not AWS's own. The SDK packages declare
 * no side effects, so a function's bundle carries only the clients it calls for.
 */

let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The name of the table this function was given (stage names: data/table.ts stageTableName). */
export const tableName = () => required('TABLE_NAME');

let secrets: SecretsManagerClient | undefined;

export function secretsManager(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({});
  return secrets;
}

let s3Client: S3Client | undefined;

/** The S3 client; path-style addressing where the endpoint needs it (the local cloud). */
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

export const uploadsBucket = () => required('UPLOADS_BUCKET');

let cognitoClient: CognitoIdentityProviderClient | undefined;

/** The user pool's admin API client. */
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}
