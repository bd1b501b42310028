import { type MarkRead, UnreadCountSchema } from '@daengnyang/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';
import type { MutationConfig } from '@/lib/react-query.ts';

/** `POST /api/notifications/read` with `{ ids }` or `{ all: true }`; answers the new count. */
export function markNotificationsRead(request: MarkRead) {
  return apiRequest(import.meta.env.DEV ? UnreadCountSchema : undefined, {
    method: 'POST',
    url: '/api/notifications/read',
    data: request,
  });
}

type UseMarkNotificationsReadOptions = {
  mutationConfig?: MutationConfig<typeof markNotificationsRead>;
};

/** The badge takes the answer's count at once; the list's pages are fetched again. */
export function useMarkNotificationsRead({ mutationConfig }: UseMarkNotificationsReadOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: markNotificationsRead,
    onSuccess: async (...args) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), args[0]);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      await onSuccess?.(...args);
    },
  });
}
