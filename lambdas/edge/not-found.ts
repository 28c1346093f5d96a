/**
 * The site's "not found" at the edge (Lambda@Edge, origin response, on the site's files and logos): an
 * address whose file is not in the bucket (S3 answers 403 without list rights, or 404) is answered with
 * the site's 404 page and HTTP 404. A distribution's own error pages would do the same for every origin,
 * the API's included, and would swallow the API's JSON 403s and 404s; this stays on the behaviours it is
 * attached to. Lambda@Edge takes no environment: the page is read from the distribution itself.
 */
import type { CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { NOT_FOUND_PAGE } from '../contract/site-paths.ts';

/** How long one container keeps the page it read, and how long browsers and the CDN keep the answer. */
const KEEP_SECONDS = 60;

let kept: { html: string; until: number } | undefined;

async function notFoundPage(domain: string, now: number): Promise<string | null> {
  if (kept && kept.until > now) return kept.html;
  try {
    const res = await fetch(`https://${domain}${NOT_FOUND_PAGE}`, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return null;
    kept = { html: await res.text(), until: now + KEEP_SECONDS * 1000 };
    return kept.html;
  } catch {
    return null;
  }
}

const header = (key: string, value: string) => [{ key, value }];

export async function handler(
  event: CloudFrontResponseEvent,
): Promise<CloudFrontResultResponse | CloudFrontResponseEvent['Records'][number]['cf']['response']> {
  const { response, request, config } = event.Records[0]!.cf;
  if (response.status !== '403' && response.status !== '404') return response;
  // The page itself missing must not ask for itself again.
  const html =
    request.uri === NOT_FOUND_PAGE ? null : await notFoundPage(config.distributionDomainName, Date.now());
  return {
    status: '404',
    statusDescription: 'Not Found',
    headers: {
      'content-type': header('Content-Type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'),
      'cache-control': header('Cache-Control', `public, max-age=${KEEP_SECONDS}`),
    },
    body: html ?? 'Not found',
  };
}

/** For tests: forget the page a container kept. */
export function forgetNotFoundPage(): void {
  kept = undefined;
}
