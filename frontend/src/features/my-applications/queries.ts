import { infiniteQueryOptions } from '@tanstack/react-query';
import { readMyApplications, readSavedJobDetails } from '@/features/my-applications/api.ts';

const PAGE_SIZE = 10;

export const myApplicationsKey = (userId: string) => ['my-applications', userId] as const;

/** Her applications, newest first, a page at a time. */
export const myApplicationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: myApplicationsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      readMyApplications({ limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const savedJobDetailsKey = (userId: string) => ['saved-job-details', userId] as const;

/** The saved jobs with their details, the latest saved first, a page at a time. */
export const savedJobDetailsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: savedJobDetailsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      readSavedJobDetails({ limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
