import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/platform/http.ts';

/** An API Gateway v2 event as the HTTP API sends it, with JWT claims when given. */
export function apiEvent(
  init: {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    params?: Record<string, string>;
    claims?: Record<string, string>;
  } = {},
): ApiEvent {
  const method = init.method ?? 'GET';
  const path = init.path ?? '/';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.query ? { queryStringParameters: init.query } : {}),
    ...(init.params ? { pathParameters: init.params } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'vitest' },
      requestId: 'req-123',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '22/Nov/2026:10:00:00 +0000',
      timeEpoch: 0,
      ...(init.claims ? { authorizer: { jwt: { claims: init.claims } } } : {}),
    },
  } as ApiEvent;
}

export const lambdaContext = { awsRequestId: 'aws-req-1', functionName: 'test' } as Context;

export const claimsOf = (over: Record<string, string> = {}) => ({
  sub: 'user-1',
  email: 'pat@example.com',
  name: 'Pat Example',
  'custom:user_type': 'family',
  ...over,
});
