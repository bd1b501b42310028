import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
} from '@daengnyang/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';
import type { MutationConfig } from '@/lib/react-query.ts';

/** `PUT /api/notifications/preferences`: the whole object, answered as saved. */
export function saveNotificationPreferences(preferences: NotificationPreferences) {
  return apiRequest(import.meta.env.DEV ? NotificationPreferencesSchema : undefined, {
    method: 'PUT',
    url: '/api/notifications/preferences',
    data: preferences,
  });
}

type UseSaveNotificationPreferencesOptions = {
  mutationConfig?: MutationConfig<typeof saveNotificationPreferences>;
};

export function useSaveNotificationPreferences({
  mutationConfig,
}: UseSaveNotificationPreferencesOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: saveNotificationPreferences,
    onSuccess: async (...args) => {
      queryClient.setQueryData(notificationKeys.preferences(), args[0]);
      await onSuccess?.(...args);
    },
  });
}
