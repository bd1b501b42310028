import { ViewCountedSchema } from '@daengnyang/contract/community';
import { apiRequest } from '@/api/api-client.ts';

/** Spec §4: opening a post from a list counts one view first. */
export function countCommunityView(categoryId: number, communityId: number) {
  return apiRequest(import.meta.env.DEV ? ViewCountedSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${categoryId}/${communityId}`,
  });
}
