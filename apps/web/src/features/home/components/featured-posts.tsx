import type { BestCommunity, CommunityPost } from '@daengnyang/contract/community';
import { useNavigate } from 'react-router';
import { useCountCommunityView } from '@/api/count-community-view.ts';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useBestCommunity } from '../api/get-best-community.ts';
import { FeaturedPostCard } from './featured-post-card.tsx';
import styles from './featured-posts.module.css';

/** Spec §1's four featured posts, in the order the cards are shown. */
const FEATURES: readonly { key: keyof BestCommunity; label: string; emptyMessage: string }[] = [
  {
    key: 'mostLiked',
    label: '인기글',
    emptyMessage: '아직 인기글이 없어요. 마음에 드는 글에 좋아요를 눌러주세요!',
  },
  { key: 'mostViewed', label: '조회수 TOP', emptyMessage: '아직 많이 본 글이 없어요.' },
  {
    key: 'bestMissing',
    label: '실종·목격',
    emptyMessage: '실종·목격 소식이 없어요. 모두 무사히 집에 있길 바라요.',
  },
  { key: 'bestFoster', label: '임보·입양', emptyMessage: '아직 임보·입양 글이 없어요.' },
];

/** The four featured posts; opening one counts a view first (spec §4). */
export function FeaturedPosts() {
  const navigate = useNavigate();
  const best = useBestCommunity();
  const countView = useCountCommunityView();

  const open = (post: CommunityPost) => {
    if (countView.isPending) return;
    const href = paths.communityDetail.getHref(post.communityCategoryId, post.communityId);
    // A view that could not be counted must not keep the reader from the post.
    countView.mutate(
      { categoryId: post.communityCategoryId, communityId: post.communityId },
      { onSettled: () => navigate(href) },
    );
  };

  if (best.isPending) {
    return (
      <div className={styles.grid}>
        {FEATURES.map(({ key }) => (
          <div key={key} className={styles.placeholder}>
            <Skeleton count={3} />
          </div>
        ))}
      </div>
    );
  }

  if (best.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p>{best.error.message}</p>
        <Button variant="secondary" size="small" onClick={() => void best.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }

  return (
    <ul className={styles.grid} aria-label="추천 게시글">
      {FEATURES.map(({ key, label, emptyMessage }) => (
        <li key={key}>
          <FeaturedPostCard
            label={label}
            post={best.data[key]}
            emptyMessage={emptyMessage}
            onOpen={open}
          />
        </li>
      ))}
    </ul>
  );
}
