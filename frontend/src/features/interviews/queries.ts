import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readMyInterviews, readPair } from '@/features/interviews/api.ts';

export const myInterviewsKey = (userId: string) => ['my-interviews', userId] as const;
export const pairKey = (userId: string, jobId: string, nannyId: string) =>
  ['interview-pair', userId, jobId, nannyId] as const;

const noRetryWhenMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1;

export const myInterviewsQuery = (userId: string) =>
  queryOptions({ queryKey: myInterviewsKey(userId), queryFn: ({ signal }) => readMyInterviews(signal) });

export const pairQuery = (userId: string, jobId: string, nannyId: string) =>
  queryOptions({
    queryKey: pairKey(userId, jobId, nannyId),
    queryFn: ({ signal }) => readPair(jobId, nannyId, signal),
    retry: noRetryWhenMissing,
  });
