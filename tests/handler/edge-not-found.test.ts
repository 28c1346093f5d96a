import type { CloudFrontResponseEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNotFoundPage, handler } from '../../lambdas/edge/not-found.ts';

/** An origin response as Lambda@Edge hands it over, for a request to `uri`. */
function originResponse(status: string, uri = '/jobs/never-published'): CloudFrontResponseEvent {
  return {
    Records: [
      {
        cf: {
          config: {
            distributionDomainName: 'd111111abcdef8.cloudfront.net',
            distributionId: 'EDFDVBD6EXAMPLE',
            eventType: 'origin-response',
            requestId: 'r1',
          },
          request: { clientIp: '203.0.113.1', headers: {}, method: 'GET', querystring: '', uri },
          response: { status, statusDescription: 'x', headers: { etag: [{ key: 'ETag', value: '"1"' }] } },
        },
      },
    ],
  };
}

const PAGE = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetNotFoundPage();
});

describe('the edge answer for a missing site file', () => {
  it('passes a found file through untouched', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const event = originResponse('200', '/jobs/seed-job-01.html');
    expect(await handler(event)).toBe(event.Records[0]!.cf.response);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['403', '404'])(
    'answers S3 %s with the 404 page and HTTP 404, read from the distribution',
    async (status) => {
      const fetch = vi.fn(async () => new Response(PAGE, { status: 200 }));
      vi.stubGlobal('fetch', fetch);
      const answer = await handler(originResponse(status));
      expect(answer).toMatchObject({
        status: '404',
        body: PAGE,
        headers: {
          'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
          'cache-control': [{ key: 'Cache-Control', value: 'public, max-age=60' }],
        },
      });
      expect(fetch).toHaveBeenCalledWith('https://d111111abcdef8.cloudfront.net/404.html', expect.anything());
    },
  );

  it("keeps the page a minute, so a crawler's run of dead links reads it once", async () => {
    const fetch = vi.fn(async () => new Response(PAGE, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await handler(originResponse('403', '/jobs/a'));
    await handler(originResponse('403', '/jobs/b'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still answers 404, in plain text, when the page cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('unreachable');
      }),
    );
    expect(await handler(originResponse('403'))).toMatchObject({
      status: '404',
      body: 'Not found',
      headers: { 'content-type': [{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }] },
    });
  });

  it('never asks for the 404 page when the 404 page itself is what is missing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await handler(originResponse('403', '/404.html'))).toMatchObject({
      status: '404',
      body: 'Not found',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
