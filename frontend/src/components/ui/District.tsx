/** A place's postcode district after its area's name (` · SW4`), or nothing when it has none. */
export function District({ district }: { district: string | null | undefined }) {
  if (!district) return null;
  return (
    <span className="whitespace-nowrap text-slate-600">
      {' · '}
      <abbr title="Postcode district" className="no-underline">
        {district}
      </abbr>
    </span>
  );
}
