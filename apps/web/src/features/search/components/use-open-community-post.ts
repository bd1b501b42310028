import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { countCommunityView } from '../api/count-community-view.ts';

/**
 * The click handler of a post link: counts the view, then navigates (spec §4). A click that
 * opens a new tab or window is left to the browser, and a failed count never blocks reading.
 */
export function useOpenCommunityPost() {
  const navigate = useNavigate();
  return async (event: MouseEvent, categoryId: number, communityId: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    await countCommunityView(categoryId, communityId).catch(() => undefined);
    navigate(paths.communityDetail.getHref(categoryId, communityId));
  };
}
