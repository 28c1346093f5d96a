import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { required } from './env.ts';

/**
 * SDK clients, created once per container and shared by every invocation. Endpoints come from the
 * SDK's standard AWS_ENDPOINT_URL_* variables where they are not AWS's own. The Cognito and Secrets
 * Manager packages declare no side effects, so a function's bundle carries them only if it calls them.
 * (The S3 client is in s3.ts.)
 */

let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The name of the table this function was given (stage names: data/table/table.ts stageTableName). */
export const tableName = () => required('TABLE_NAME');

let secrets: SecretsManagerClient | undefined;

export function secretsManager(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({});
  return secrets;
}

let cognitoClient: CognitoIdentityProviderClient | undefined;

/** The user pool's admin API client. */
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}
