import {
  type MyModeratedItemSchema,
  MyModeratedItemsSchema,
  type ReportTargetType,
} from '@daengnyang/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/api/api-client.ts';
import { safetyKeys } from '@/api/query-keys.ts';

export type MyModeratedItem = z.infer<typeof MyModeratedItemSchema>;

/** `GET /api/mypage/moderation`: the caller's items withheld now. */
export function getMyModeration(signal?: AbortSignal): Promise<MyModeratedItem[]> {
  return apiRequest(import.meta.env.DEV ? MyModeratedItemsSchema : undefined, {
    url: '/api/mypage/moderation',
    signal,
  });
}

export function getMyModerationQueryOptions() {
  return queryOptions({
    queryKey: safetyKeys.myModeration(),
    queryFn: ({ signal }) => getMyModeration(signal),
  });
}

/** Asked only where the reader's own withheld item is shown, or on my page. */
export function useMyModeration({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyModerationQueryOptions(), enabled });
}

/** The case of one of the caller's items, if it is withheld. */
export function moderatedItemOf(
  items: readonly MyModeratedItem[] | undefined,
  targetType: ReportTargetType,
  targetId: number,
): MyModeratedItem | undefined {
  return items?.find((item) => item.targetType === targetType && item.targetId === targetId);
}
