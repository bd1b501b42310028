import { COMMUNITY_ALL_CATEGORY_ID } from '@daengnyang/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { Panel } from '@/ui/panel.tsx';
import { PetReportStatusBadge } from '@/ui/pet-reports/pet-report-badges.tsx';
import { HiddenBadge } from '@/ui/safety/hidden-badge.tsx';
import { useMyPosts } from '../api/get-my-posts.ts';
import styles from './my-posts-panel.module.css';

/**
 * My community posts, 5 a page, as a table linking each title to /community/1/{id}; a post
 * with a structured report shows its status (찾는 중, 가족을 만났어요…) before the title.
 */
export function MyPostsPanel() {
  const [page, setPage] = useState(1);
  const posts = useMyPosts(page);
  return (
    <Panel
      title="내가 쓴 글"
      query={posts}
      page={page}
      onPageChange={setPage}
      emptyMessage={EMPTY_MESSAGES.myPosts}
    >
      {(data) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.category} scope="col">
                카테고리
              </th>
              <th scope="col">제목</th>
              <th className={styles.date} scope="col">
                작성일
              </th>
              <th className={styles.number} scope="col">
                좋아요
              </th>
              <th className={styles.number} scope="col">
                조회수
              </th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((post) => (
              <tr key={post.communityId}>
                <td className={styles.category}>{post.categoryName}</td>
                <td className={styles.titleCell}>
                  {/* Before the title, which an ellipsis may cut. */}
                  {post.hidden && <HiddenBadge />}
                  {post.petReportStatus !== undefined && (
                    <span className={styles.reportStatus}>
                      <PetReportStatusBadge status={post.petReportStatus} />
                    </span>
                  )}
                  <Link
                    className={styles.title}
                    to={paths.communityDetail.getHref(COMMUNITY_ALL_CATEGORY_ID, post.communityId)}
                  >
                    {post.title}
                  </Link>
                </td>
                <td className={styles.date}>{formatDate(post.createdAt)}</td>
                {/* On phones the header row is hidden and each number shows its label. */}
                <td className={styles.number} data-label="좋아요">
                  {post.likeCount}
                </td>
                <td className={styles.number} data-label="조회수">
                  {post.views}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
