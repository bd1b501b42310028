import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { EmptyState } from '@/ui/empty-state.tsx';

/** Spec §2, §8: an image and 게시물을 찾을 수 없습니다. */
export function SearchEmpty() {
  return <EmptyState message={EMPTY_MESSAGES.searchResults} />;
}
