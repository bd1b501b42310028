import type { CommunityPost } from '@daengnyang/contract/community';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import cardStyles from '@/ui/card.module.css';
import { DefaultPostImage } from '@/ui/illustrations/default-post-image.tsx';
import { PawMark } from '@/ui/illustrations/paw-mark.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import styles from './featured-post-card.module.css';

type FeaturedPostCardProps = {
  /** Why the post is featured, e.g. 인기글. */
  label: string;
  post: CommunityPost | null;
  /** Said instead when no post qualifies yet. */
  emptyMessage: string;
  onOpen: (post: CommunityPost) => void;
};

/** Opening in a new tab or window is the browser's business; only a plain click is ours. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function FeaturedPostCard({ label, post, emptyMessage, onOpen }: FeaturedPostCardProps) {
  if (post === null) {
    return (
      <div className={`${styles.card} ${styles.empty}`}>
        <span className={styles.label}>{label}</span>
        <svg className={styles.emptyMark} viewBox="0 0 64 64" aria-hidden="true">
          <PawMark x={32} y={34} size={44} fill="#ffdc6e" />
        </svg>
        <p className={styles.emptyMessage}>{emptyMessage}</p>
      </div>
    );
  }

  const thumbnail = post.communityImgs[0]?.thumbImgUrl;
  // A post by someone the reader blocked stays folded here as everywhere else (issue 21).
  return (
    <BlockedItem
      blocked={post.blockedAuthor === true}
      kind="post"
      frameClassName={`${styles.card} ${styles.empty} ${styles.folded}`}
    >
      <Link
        className={`${cardStyles.linkCard} ${styles.link}`}
        to={paths.communityDetail.getHref(post.communityCategoryId, post.communityId)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(post);
        }}
      >
        <div className={styles.card}>
          <div className={styles.thumbnail}>
            {thumbnail ? (
              <img
                src={thumbnail}
                alt=""
                width={118}
                height={118}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <DefaultPostImage />
            )}
          </div>
          <div className={styles.body}>
            <p className={styles.tags}>
              <span className={styles.label}>{label}</span>
              <span className={styles.category}>{post.communityCategoryName}</span>
            </p>
            <h3 className={`${cardStyles.title} ${styles.title}`}>{post.title}</h3>
            <p className={`${cardStyles.description} ${styles.description}`}>{post.content}</p>
            <p className={styles.meta}>
              <span title={post.user.name}>{post.user.name}</span>
              <span>
                <span aria-hidden="true">♥</span>
                <span className={styles.visuallyHidden}>좋아요</span> {post.likeCount}
              </span>
              <span>조회 {post.views}</span>
            </p>
          </div>
        </div>
      </Link>
    </BlockedItem>
  );
}
