/**
 * A form's draft in sessionStorage: kept for the tab while the visitor signs in, gone when the tab closes.
 * Storage can be unavailable (private modes, quotas); the form then simply works without a draft.
 */
export function readDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: nothing to keep.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing to clear.
  }
}
