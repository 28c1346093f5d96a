/** The spec's safety reminder: general locations only, never children's names. */
export function SafetyReminder({ audience = 'family' }: { audience?: 'family' | 'agency' }) {
  return (
    <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">Safety reminder</p>
      <p className="mt-1 text-slate-800">
        {audience === 'family'
          ? 'Use a general location (for example “Clapham, London”), never your home address, and don’t include your children’s names anywhere in your posting.'
          : 'Use a general location (for example “Clapham, London”), never the family’s home address, and don’t include the children’s names anywhere in the posting.'}
      </p>
    </div>
  );
}
