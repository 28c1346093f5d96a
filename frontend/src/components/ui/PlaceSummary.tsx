import type { PlaceView } from '@contract/place-match.ts';
import { Button } from '@/components/ui/Button.tsx';

/** "in Manchester (M)", "within 5 miles of Didsbury (M20)". */
const whereOf = (label: string) =>
  label.startsWith('Within ') ? `within ${label.slice('Within '.length)}` : `in ${label}`;

/**
 * How a list read the place it is filtered by (the server's reading: contract/places.ts), said once
 * above the results: which place a name was taken as, why when it had several, and the others of that
 * name, each a button that searches it instead.
 */
export function PlaceSummary({
  view,
  noun,
  onChoose,
}: {
  view: PlaceView;
  /** What the list shows: "jobs", "nannies". */
  noun: string;
  onChoose: (query: string) => void;
}) {
  return (
    <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p>
        Showing {noun} {whereOf(view.label)}.
      </p>
      {view.note && <p className="mt-1">{view.note}</p>}
      {view.others.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span>Did you mean:</span>
          {view.others.map((other) => (
            <Button key={other.query} variant="outline" size="sm" onClick={() => onChoose(other.query)}>
              {other.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
