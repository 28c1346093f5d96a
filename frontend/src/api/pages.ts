import { useDeferredValue, useMemo } from 'react';

/**
 * The items of cursor-paged answers as one list. An item can move from one page to the next while the
 * list is read (a new one pushes the rest down), so each is kept once, where it first appeared. Items
 * are told apart by their id, or by `keyOf` for lists keyed otherwise (a job's applicants by nanny).
 */
export function uniqueItems<T extends { id: string }>(pages: ReadonlyArray<{ items: T[] }> | undefined): T[];
export function uniqueItems<T>(
  pages: ReadonlyArray<{ items: T[] }> | undefined,
  keyOf: (item: T) => string,
): T[];
export function uniqueItems<T>(
  pages: ReadonlyArray<{ items: T[] }> | undefined,
  keyOf: (item: T) => string = (item) => (item as { id: string }).id,
): T[] {
  const seen = new Set<string>();
  const list: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.items) {
      const key = keyOf(item);
      if (!seen.has(key)) {
        seen.add(key);
        list.push(item);
      }
    }
  return list;
}

/**
 * `uniqueItems` of a paged list as its page renders it, from a deferred copy of the pages: when a page
 * of answers arrives, the cards are built at transition priority, in slices, so a slow phone stays
 * responsive meanwhile; what was shown before (placeholders, or the previous cards) stays until then.
 * Undefined until the first answer has been rendered.
 */
export function useDeferredItems<T extends { id: string }>(
  pages: ReadonlyArray<{ items: T[] }> | undefined,
): T[] | undefined {
  const shown = useDeferredValue(pages);
  return useMemo(() => (shown ? uniqueItems(shown) : undefined), [shown]);
}
