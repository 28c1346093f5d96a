/** The longest website we keep, as stored (after normalising). */
export const MAX_WEBSITE_LENGTH = 200;

/** A host name people can visit: dot-separated labels ending in a top-level name (letters, or punycode). */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A scheme other than a port: `mailto:`, `javascript:`, `data:`... but not `example.co.uk:8080`. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A website as we store and show it, or null when the text is not one. Read with the WHATWG URL
 * parser, as browsers read it: http or https only (a missing scheme means https, as people type
 * "www.example.co.uk"), a real host name with a dot, no user name or password. Only the origin and
 * path are kept, so no query, fragment or credentials survive, and the path is percent-encoded (by the
 * parser, and an apostrophe too), so no markup or quote does either; a bare origin has no trailing
 * slash. Empty text is no website ('').
 */
export function normaliseWebsite(input: string): string | null {
  const typed = input.trim();
  if (!typed) return '';
  let absolute: string;
  if (/^https?:/i.test(typed)) absolute = typed;
  else if (OTHER_SCHEME.test(typed)) return null;
  else if (typed.startsWith('//')) absolute = `https:${typed}`;
  else absolute = `https://${typed}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !HOST_NAME.test(url.hostname)) return null;
  // The parser leaves an apostrophe as it is; encoded, the stored website holds no quote of any kind.
  const path = url.pathname === '/' ? '' : url.pathname.replace(/'/g, '%27');
  const website = `${url.origin}${path}`;
  return website.length <= MAX_WEBSITE_LENGTH ? website : null;
}
