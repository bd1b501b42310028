import type { CommunityPost } from '@daengnyang/contract/community';
import { formatDate } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import { CommunityPostLink } from '@/ui/community-post-link.tsx';
import { DefaultPostImage } from '@/ui/illustrations/default-post-image.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import styles from './community-post-item.module.css';
import { PostStats } from './post-stats.tsx';

type CommunityPostItemProps = {
  post: CommunityPost;
  /** In the "all" list each post says which board it belongs to. */
  showCategory: boolean;
  /** Marks the post the reader has just written. */
  highlighted?: boolean;
};

export function CommunityPostItem({
  post,
  showCategory,
  highlighted = false,
}: CommunityPostItemProps) {
  const thumbnail = post.communityImgs[0]?.thumbImgUrl;
  return (
    <li>
      <BlockedItem blocked={post.blockedAuthor === true} kind="post">
        <CommunityPostLink
          className={highlighted ? `${styles.item} ${styles.highlighted}` : styles.item}
          categoryId={post.communityCategoryId}
          communityId={post.communityId}
          current={highlighted}
        >
          <div className={styles.body}>
            {showCategory && <span className={styles.category}>{post.communityCategoryName}</span>}
            <h2 className={`${cardStyles.title} ${styles.title}`}>{post.title}</h2>
            <p className={cardStyles.description}>{post.content}</p>
            <div className={styles.meta}>
              <span className={styles.author} title={post.user.name}>
                {post.user.name}
              </span>
              <span className={styles.dot} aria-hidden="true" />
              <span>{formatDate(post.createdAt)}</span>
              <PostStats likes={post.likeCount} comments={post.commentCount} views={post.views} />
            </div>
          </div>
          {/* Spec §3 gives a picture-less post the default image, which the desktop list keeps; a
            phone's compact row has no room to spare, so it is a text-only row there (CSS). */}
          {thumbnail === undefined ? (
            <div className={`${styles.thumbnail} ${styles.defaultThumbnail}`}>
              <DefaultPostImage />
            </div>
          ) : (
            <div className={styles.thumbnail}>
              <img
                className={styles.image}
                src={thumbnail}
                alt=""
                width={128}
                height={128}
                loading="lazy"
                decoding="async"
              />
            </div>
          )}
        </CommunityPostLink>
      </BlockedItem>
    </li>
  );
}
