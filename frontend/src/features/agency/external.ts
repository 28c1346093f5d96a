/**
 * Addresses that lead off the site: a payment page the server gave, an agency's website. Apart from the
 * agency pages' other helpers (format.ts, which re-exports them), so a job's card loads only these.
 */

/**
 * A link the server gave to leave for (Stripe Checkout or the billing portal), accepted only when it is
 * an http(s) address, so nothing else (a `javascript:` link) can ever be opened.
 */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An agency's website as its link shows it: the host name without 'www.', e.g. 'littlestars.co.uk'. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, '');
  } catch {
    return url;
  }
}
