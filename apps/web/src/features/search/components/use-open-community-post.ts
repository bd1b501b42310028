import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCountCommunityView } from '@/api/count-community-view.ts';
import { paths } from '@/config/paths.ts';

/**
 * The click handler of a post link: counts the view, then navigates (spec §4). A click that
 * opens a new tab or window is left to the browser, and a failed count never blocks reading.
 */
export function useOpenCommunityPost() {
  const navigate = useNavigate();
  const countView = useCountCommunityView();
  return async (event: MouseEvent, categoryId: number, communityId: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    await countView.mutateAsync({ categoryId, communityId }).catch(() => undefined);
    navigate(paths.communityDetail.getHref(categoryId, communityId));
  };
}
