import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { SimpleFetcher, type Fetcher } from 'aws-jwt-verify/https';
import { required, env } from './env.ts';

/**
 * Verifies Cognito ID tokens exactly as the API's JWT authorizer does: signature, issuer (the pool),
 * audience (the app client) and expiry. Used for routes that are open to anyone but record the caller
 * when a token is sent, and by the local API adapter in place of the authorizer.
 */
type IdTokenVerifier = ReturnType<typeof createVerifier>;

function createVerifier(userPoolId: string, clientId: string, jwksUri?: string) {
  // A JWKS URI other than the pool's own (the local cloud, over plain HTTP) is fetched from there.
  const fetcher: Fetcher = jwksUri
    ? {
        fetch: async () => {
          const res = await fetch(jwksUri, { signal: AbortSignal.timeout(3000) });
          if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
          return res.arrayBuffer();
        },
      }
    : new SimpleFetcher();
  const jwksCache = new SimpleJwksCache({ fetcher });
  return CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId }, { jwksCache });
}

let verifier: IdTokenVerifier | undefined;

export function idTokenVerifier(): IdTokenVerifier {
  verifier ??= createVerifier(required('USER_POOL_ID'), required('USER_POOL_CLIENT_ID'), env().JWKS_URI);
  return verifier;
}

export { createVerifier as createIdTokenVerifier };
