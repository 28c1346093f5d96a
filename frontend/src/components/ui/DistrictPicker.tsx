import { useEffect, useId, useState } from 'react';
import { districtOf } from '@contract/postcode.ts';
import type { DistrictHelp } from '@contract/places.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';

/** How long typing pauses before a place's districts are looked up. */
const PAUSE_MS = 350;
/** A place with more districts than this (London) is too big to pick from: its postcode is asked. */
const MOST_LISTED = 80;

/** Words that may be a place's name rather than a postcode: three letters in a row. */
const looksLikeWords = (value: string) => /\p{L}{3,}/u.test(value) && !districtOf(value);

/**
 * Beside a form's postcode field, which keeps a postcode district only: when what is typed is a place's
 * name ("Didsbury", "Manchester"), it says so and offers that place's districts to choose from (or, for a
 * place too big to list, asks for the postcode), so a town is never stored as a wrong district. The place
 * data (contract/places.ts) is loaded only when words are typed, never with the page.
 */
export function DistrictPicker({ value, onPick }: { value: string; onPick: (district: string) => void }) {
  const ids = { text: useId(), select: useId() };
  const [help, setHelp] = useState<{ for: string; help: DistrictHelp } | null>(null);
  const typed = value.trim();
  const active = looksLikeWords(typed);

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void import('@contract/places.ts').then(({ districtHelp }) => {
        if (current) setHelp({ for: typed, help: districtHelp(typed) });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [active, typed]);

  const shown = active && help?.for === typed ? help.help : null;
  return (
    <div aria-live="polite" className="text-sm text-slate-800">
      {shown?.kind === 'problem' && <p className="mt-1">{shown.message}</p>}
      {shown?.kind === 'place' && shown.districts.length > MOST_LISTED && (
        <p className="mt-1">
          {shown.label} has too many postcode districts to list. Enter your postcode, like SW4 0AA: only its
          first half is kept.
        </p>
      )}
      {shown?.kind === 'place' && shown.districts.length <= MOST_LISTED && (
        <div className="mt-2 grid gap-2 rounded-xl bg-slate-50 p-3">
          <p id={ids.text}>
            {shown.label} is a place, not a postcode. We keep only a postcode district: choose yours, or enter
            your postcode.
          </p>
          <label htmlFor={ids.select} className="font-medium text-slate-900">
            Postcode district
          </label>
          <select
            id={ids.select}
            aria-describedby={ids.text}
            className={CONTROL_CLASS}
            value=""
            onChange={(e) => e.target.value && onPick(e.target.value)}
          >
            <option value="">Choose a district…</option>
            {shown.districts.map((d) => (
              <option key={d.district} value={d.district}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
