/**
 * The data a page rendered to HTML carries for the browser (a JSON script, never run): when it was
 * prerendered, and the answers its lists and job were prerendered from, which the data cache starts with so
 * the browser's first render draws exactly what the HTML shows.
 */
export interface PageData {
  renderedAt: number;
  queries: Array<{ queryKey: readonly unknown[]; data: unknown }>;
}

/** The id of the script element holding a page's data. */
export const PAGE_DATA_ID = 'page-data';

let read: PageData | null | undefined;

/** This page's data, when it was rendered to HTML; null for the app's shell (and outside a browser). */
export function pageData(): PageData | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
    try {
      read = text ? (JSON.parse(text) as PageData) : null;
    } catch {
      read = null;
    }
  }
  return read;
}

/**
 * The page data as the text of a script element: `<` is escaped, so nothing in a job's text can close
 * the element.
 */
export const pageDataScript = (data: PageData) =>
  `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
