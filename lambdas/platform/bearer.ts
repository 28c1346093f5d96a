/**
 * Verifies the bearer token sent to a route open to anyone that records the caller when signed in
 * (reports, contact). The verifier loads with the first token, so anonymous requests never pay for
 * it; and only those routes import this module, so no other bundle carries a token verifier.
 */
export async function verifyBearerToken(token: string): Promise<Record<string, unknown>> {
  const { idTokenVerifier } = await import('./tokens.ts');
  return (await idTokenVerifier().verify(token)) as Record<string, unknown>;
}
