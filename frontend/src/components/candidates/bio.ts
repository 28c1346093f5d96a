import DOMPurify from 'dompurify';

/** The only markup a nanny's bio may carry (the server allows the same and strips the rest). */
export const BIO_ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'] as const;

/** Sanitises the bio again in the browser, as defence in depth: those tags only, and no attributes. */
export function sanitizeBio(html: string): string {
  // Without a DOM (never in the browser) nothing can be checked, so nothing is shown.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...BIO_ALLOWED_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
