import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryScope } from '@/api/QueryScope.tsx';
import { activityQuery } from '@/features/account/queries.ts';
import type { ActivityCounts } from '@/features/account/format.ts';

interface ActivityWatcherProps {
  userId: string;
  onChange: (activity: ActivityCounts | null) => void;
}

function Watch({ userId, onChange }: ActivityWatcherProps) {
  const { data } = useQuery(activityQuery(userId));
  // A failed read leaves the last counts (or none): the badge is a hint, never an error to show.
  useEffect(() => onChange(data ?? null), [data, onChange]);
  return null;
}

/**
 * Keeps the header's badge up to date: the one reader of the signed-in user's activity, in the data cache
 * the pages share (so a page that clears or changes the counts updates the badge at once). Loaded only
 * once someone is signed in, so a visitor's first page does not download the cache's code.
 */
export default function ActivityWatcher(props: ActivityWatcherProps) {
  return (
    <QueryScope>
      <Watch {...props} />
    </QueryScope>
  );
}
