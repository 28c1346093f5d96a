/**
 * Calls a user pool's JSON API (cognito-local's, in the local cloud) as the SDK would, with the
 * operation's name as `target` (`SignUp`, `InitiateAuth`…); answers the JSON, and throws on an error
 * answer. The integration tests and the cost sheet's journeys sign people up and in through it.
 */
export async function callUserPool(
  endpoint: string,
  target: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${target}: ${JSON.stringify(json)}`);
  return json;
}
