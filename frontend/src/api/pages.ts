/**
 * The items of cursor-paged answers as one list. An item can move from one page to the next while the
 * list is read (a new one pushes the rest down), so each is kept once, where it first appeared.
 */
export function uniqueItems<T extends { id: string }>(pages: ReadonlyArray<{ items: T[] }> | undefined): T[] {
  const seen = new Set<string>();
  const list: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.items)
      if (!seen.has(item.id)) {
        seen.add(item.id);
        list.push(item);
      }
  return list;
}
