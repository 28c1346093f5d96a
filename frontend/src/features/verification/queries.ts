import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import {
  readMyVerification,
  readVerificationFile,
  readVerificationQueue,
} from '@/features/verification/api.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
const retry = (count: number, error: Error) => count < 1 && !isRefusal(error);

export const MY_VERIFICATION_KEY = ['my-verification'] as const;
export const ADMIN_VERIFICATIONS_KEY = ['admin-verifications'] as const;

/** The signed-in nanny's verification. */
export const myVerificationQuery = (userId: string) =>
  queryOptions({
    queryKey: [...MY_VERIFICATION_KEY, userId],
    queryFn: ({ signal }) => readMyVerification(signal),
    retry,
  });

/** What waits for a moderator, a page at a time. */
export const verificationQueueQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_VERIFICATIONS_KEY, 'queue'],
    queryFn: ({ pageParam, signal }) => readVerificationQueue({ cursor: pageParam, limit: pageSize }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry,
    placeholderData: keepPreviousData,
  });

/** One nanny's verification file. */
export const verificationFileQuery = (nannyId: string) =>
  queryOptions({
    queryKey: [...ADMIN_VERIFICATIONS_KEY, 'file', nannyId],
    queryFn: ({ signal }) => readVerificationFile(nannyId, signal),
    retry,
  });
