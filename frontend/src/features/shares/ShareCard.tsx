import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import type { ShareCardView } from '@contract/shares.ts';
import { PartSummary, Reasons } from '@/features/shares/PartSummary.tsx';

/** A listed share as a searching family sees it, leading to its page. */
export function ShareCard({
  share,
  headingLevel = 'h3',
  linked = true,
}: {
  share: ShareCardView;
  headingLevel?: 'h2' | 'h3';
  /** On the share's own page (whose h1 names the family), the card is not a link to it. */
  linked?: boolean;
}) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="share-card"
    >
      <Heading id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
        {linked ? (
          <Link
            to={SHARE_PATHS.share(share.id)}
            className="rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            Share with <bdi>{share.familyLabel}</bdi>’s family
          </Link>
        ) : (
          'About this share'
        )}
      </Heading>
      <PartSummary part={share.part} />
      {share.about && <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{share.about}</p>}
      <Reasons reasons={share.reasons} label={`Why ${share.familyLabel}’s share fits yours`} />
    </article>
  );
}
