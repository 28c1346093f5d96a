import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readMyRecord } from '@/features/responsiveness/api.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const MY_RECORD_KEY = ['my-record'] as const;

/** The signed-in account's record (Account → My record). */
export const myRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: [...MY_RECORD_KEY, userId],
    queryFn: ({ signal }) => readMyRecord(signal),
    retry: (count, error) => count < 1 && !isRefusal(error),
  });
