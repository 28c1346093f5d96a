import { useId, useState } from 'react';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import { Button } from '@/components/ui/Button.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';

/**
 * The share page's address, for the family the first family already shares with: shown to select, and
 * copied with a button, the outcome said in a polite status.
 */
export function CopyLink({ shareId }: { shareId: string }) {
  const ids = { input: useId(), hint: useId() };
  const [said, setSaid] = useState('');
  const url = `${globalThis.location?.origin ?? ''}${SHARE_PATHS.share(shareId)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied.');
    } catch {
      const input = document.getElementById(ids.input);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
      setSaid('The link could not be copied: it is selected, so copy it yourself.');
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={ids.input} className="text-sm font-medium text-slate-900">
        Your share’s link
      </label>
      <p id={ids.hint} className="text-sm text-slate-600">
        Send it to the family you share with: they open it, signed in to their family account, and propose to
        share.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={ids.input}
          readOnly
          value={url}
          aria-describedby={ids.hint}
          className={CONTROL_CLASS}
          data-testid="share-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" className="shrink-0" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {said}
      </p>
    </div>
  );
}
