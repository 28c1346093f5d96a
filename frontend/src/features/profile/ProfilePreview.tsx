import { useId, useMemo } from 'react';
import type { OwnNannyProfile } from '@contract/nanny.ts';
import { Card } from '@/components/ui/Card.tsx';
import { CandidateProfileCard } from '@/features/candidates/CandidateProfileCard.tsx';
import { previewCard } from '@/features/profile/preview.ts';

/**
 * Her saved profile as families see it on the candidates page. The card's buttons are for families, so
 * here it is shown inert: nothing in it can be pressed or focused.
 */
export function ProfilePreview({ profile }: { profile: OwnNannyProfile }) {
  const headingId = useId();
  const card = useMemo(() => previewCard(profile), [profile]);
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <Card tone="slate">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your public card
        </h2>
        <p className="mt-1 text-slate-700">
          {profile.activelyLooking
            ? `This is how families see you on the candidates page, as last saved.${profile.photo ? ' They see your photo in place of your initial.' : ''}`
            : 'While you are Not Available, your card is off the candidates page. This is how families will see it when you are available again.'}
        </p>
        <div className="mt-4 max-w-xl" inert>
          <CandidateProfileCard candidate={card} />
        </div>
      </Card>
    </section>
  );
}
