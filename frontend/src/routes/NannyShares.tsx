import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SHARE_PATHS } from '@contract/shares-constants.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import type { ShareView } from '@contract/shares.ts';
import { districtOf, POSTCODE_MESSAGES } from '@contract/postcode.ts';
import { readFailureMessage } from '@/api/client.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Card } from '@/components/ui/Card.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { FamiliesOnly } from '@/features/shares/FamiliesOnly.tsx';
import { PartSummary } from '@/features/shares/PartSummary.tsx';
import { ShareCard } from '@/features/shares/ShareCard.tsx';
import { StartShareForm } from '@/features/shares/StartShareForm.tsx';
import { partDays, shareStatusText, sidesOf } from '@/features/shares/format.ts';
import { myShareQuery, sharesQuery } from '@/features/shares/queries.ts';

const TITLE = SHARE_TEXTS.title;
const LIST_CLASS = 'grid gap-4';
const linkClass =
  'rounded font-semibold text-brand-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2';

/**
 * Nanny shares: a family's own share (or the form to start one), and the shares of families nearby,
 * each leading to its page, where the family proposes to share.
 */
export default function NannyShares() {
  usePageTitle(TITLE);
  return (
    <FamiliesOnly title={TITLE} intro={SHARE_TEXTS.intro} returnTo={SHARE_PATHS.list}>
      {(userId) => (
        <PageShell title={TITLE} intro={SHARE_TEXTS.intro} back={false}>
          <Parts userId={userId} />
        </PageShell>
      )}
    </FamiliesOnly>
  );
}

/**
 * The family's own share first; a family with none (on a phone, a long way down past the form) first
 * looks for families nearby, then may start its own.
 */
function Parts({ userId }: { userId: string }) {
  const noShare = useQuery(myShareQuery(userId)).data?.share === null;
  const mine = <MyShare key="mine" userId={userId} />;
  const nearby = <Nearby key="nearby" userId={userId} />;
  return <div className="space-y-10">{noShare ? [nearby, mine] : [mine, nearby]}</div>;
}

/** A part of the page under its own h2. */
function Part({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children(headingId)}
    </section>
  );
}

function MyShare({ userId }: { userId: string }) {
  const query = useQuery(myShareQuery(userId));
  const share = query.data?.share ?? null;
  if (query.data && !share)
    return (
      <Part title="Start a nanny share">
        {(headingId) => (
          <Card className="mt-4">
            <p className="text-slate-800">
              Say where and when you need a nanny, and for how many children. Families nearby who need the
              same days can propose to share with you.
            </p>
            <StartShareForm userId={userId} headingId={headingId} />
          </Card>
        )}
      </Part>
    );
  return (
    <Part title="Your nanny share">
      {() => (
        <div className="mt-4">
          <QueryStates
            query={query}
            loading={
              <ListPlaceholder
                label="Loading your nanny share…"
                gridClassName="grid"
                cardClassName="h-32"
                count={1}
              />
            }
            error={{ title: 'We could not load your nanny share.', message: readFailureMessage(query.error) }}
            isEmpty={false}
            empty={null}
          >
            {share && <MyShareSummary share={share} />}
          </QueryStates>
        </div>
      )}
    </Part>
  );
}

function MyShareSummary({ share }: { share: ShareView }) {
  const sides = sidesOf(share);
  const mine = sides ? share[sides.mine] : share.first;
  return (
    <Card className="grid gap-3" data-testid="my-share">
      <p className="text-slate-800">{shareStatusText(share)}</p>
      {mine && <PartSummary part={mine.part} />}
      <p>
        <Link to={SHARE_PATHS.share(share.id)} className={linkClass}>
          Open your nanny share
        </Link>
      </p>
    </Card>
  );
}

function Nearby({ userId }: { userId: string }) {
  const hasShare = Boolean(useQuery(myShareQuery(userId)).data?.share);
  // A family with no share of its own looks in a postcode; one with a share is matched to it.
  const [postcode, setPostcode] = useState<string | undefined>(undefined);
  const query = useQuery({
    ...sharesQuery(userId, hasShare ? undefined : postcode),
    enabled: hasShare || !!postcode,
  });
  const { data, error } = query;
  const shares = data?.items ?? [];
  const matchedTo = data?.matchedTo ?? null;
  return (
    <Part title="Families nearby looking to share">
      {() => (
        <div className="mt-4 space-y-4">
          {!hasShare && <LookIn onLook={setPostcode} />}
          {matchedTo && (
            <p className="text-slate-700">
              Matched to your share: {matchedTo.postcodeDistrict}, {matchedWeek(matchedTo.schedule)}.
            </p>
          )}
          {!matchedTo && data?.area && (
            <p className="text-slate-700">Shares in the {data.area} postcode area, newest first.</p>
          )}
          {(hasShare || postcode) && (
            <QueryStates
              query={query}
              loading={
                <ListPlaceholder
                  label="Loading the nanny shares nearby…"
                  gridClassName={LIST_CLASS}
                  cardClassName="h-40"
                  count={2}
                />
              }
              error={{
                title: 'We could not load the nanny shares nearby.',
                message: readFailureMessage(error),
              }}
              isEmpty={!shares.length}
              empty={
                <Card tone="slate">
                  <p className="text-slate-800">
                    No family nearby is looking to share a nanny yet.
                    {hasShare
                      ? ' Families who start one near you are shown here.'
                      : ' Start your own share below, and families nearby can find you.'}
                  </p>
                </Card>
              }
            >
              <ul className={LIST_CLASS} aria-label="Nanny shares nearby">
                {shares.map((share) => (
                  <li key={share.id}>
                    <ShareCard share={share} />
                  </li>
                ))}
              </ul>
            </QueryStates>
          )}
        </div>
      )}
    </Part>
  );
}

/** The parts of the days the family's own share needs, in a sentence: 'mornings, Monday to Thursday'. */
function matchedWeek(schedule: Parameters<typeof partDays>[0]): string {
  const words = partDays(schedule);
  return words ? words.charAt(0).toLowerCase() + words.slice(1) : 'no days yet';
}

/** The postcode a family with no share of its own looks in. */
function LookIn({ onLook }: { onLook: (postcode: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const district = districtOf(value);
        if (!district) return setError(POSTCODE_MESSAGES.postcode);
        setError(undefined);
        onLook(district.district);
      }}
    >
      <div className="min-w-48 grow">
        <InputField
          label="Look in a postcode"
          hint="Your postcode or its first half, such as SW4"
          value={value}
          error={error}
          autoComplete="postal-code"
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit">Look for families</Button>
    </form>
  );
}
