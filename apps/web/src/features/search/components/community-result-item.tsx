import type { CommunityPost } from '@daengnyang/contract/community';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import { DefaultPostImage } from '@/ui/illustrations/default-post-image.tsx';
import styles from './community-result-item.module.css';
import { Highlight } from './highlight.tsx';
import { useOpenCommunityPost } from './use-open-community-post.ts';

type CommunityResultItemProps = { post: CommunityPost; searchText: string };

export function CommunityResultItem({ post, searchText }: CommunityResultItemProps) {
  const open = useOpenCommunityPost();
  const image = post.communityImgs[0];
  return (
    <Link
      className={`${cardStyles.linkCard} ${styles.item}`}
      to={paths.communityDetail.getHref(post.communityCategoryId, post.communityId)}
      onClick={(event) => void open(event, post.communityCategoryId, post.communityId)}
    >
      <div className={styles.text}>
        <p className={styles.category}>{post.communityCategoryName}</p>
        <h2 className={`${cardStyles.title} ${styles.title}`}>
          <Highlight text={post.title} words={searchText} />
        </h2>
        <p className={cardStyles.description}>
          <Highlight text={post.content} words={searchText} />
        </p>
        <p className={styles.meta}>
          <span className={styles.author} title={post.user.name}>
            {post.user.name}
          </span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <span>좋아요 {post.likeCount}</span>
          <span>댓글 {post.commentCount}</span>
          <span>조회 {post.views}</span>
        </p>
      </div>
      {/* As in the community list: phones show a text-only row for a post without pictures. */}
      {image !== undefined ? (
        <div className={styles.thumb}>
          <img
            className={styles.image}
            src={image.thumbImgUrl}
            alt=""
            width={160}
            height={120}
            loading="lazy"
          />
        </div>
      ) : (
        <div className={`${styles.thumb} ${styles.defaultThumb}`}>
          <DefaultPostImage />
        </div>
      )}
    </Link>
  );
}
