import type { AdminCommunityRow } from '@daengnyang/contract/admin-community';
import { COMMUNITY_ALL_CATEGORY_ID, COMMUNITY_CATEGORIES } from '@daengnyang/contract/constants';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { ChipGroup } from '@/ui/chip-group.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useDeleteAdminCommunities } from '../api/delete-admin-communities.ts';
import { useDeleteAdminCommunity } from '../api/delete-admin-community.ts';
import { useAdminCommunities } from '../api/get-admin-communities.ts';
import { AdminListSection } from '../components/admin-list-section.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { siteLinks } from '../site-links.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { useListParams } from '../use-list-params.ts';

const COLUMN_LABELS = {
  communityId: '번호',
  communityCategoryName: '카테고리',
  name: '작성자',
  title: '제목',
  content: '내용',
  createdAt: '작성일',
} satisfies Record<keyof AdminCommunityRow, string>;

const CATEGORY_IDS = COMMUNITY_CATEGORIES.map((category) => category.id);
const CATEGORY_OPTIONS = COMMUNITY_CATEGORIES.map(({ id, name }) => ({ value: id, label: name }));

/** /admin/community: every post, by category (1 = all) and search, deleted one by one or in bulk. */
export function AdminCommunityPage() {
  const params = useListParams(CATEGORY_IDS);
  const categoryId = params.category ?? COMMUNITY_ALL_CATEGORY_ID;
  const list = useAdminCommunities({
    page: params.page,
    categoryId,
    searchText: params.searchText,
  });
  const deleteOne = useDeleteAdminCommunity();
  const deleteMany = useDeleteAdminCommunities();
  const confirmedDelete = useConfirmedDelete();

  return (
    <>
      <AdminPageHeader
        title="커뮤니티 관리"
        description="회원들이 쓴 게시글을 카테고리별로 살펴보고 정리합니다."
      />
      <AdminListSection
        caption="커뮤니티 게시글 목록"
        list={list}
        countUnit="개"
        page={params.page}
        onPageChange={params.setPage}
        filter={
          <ChipGroup
            label="카테고리"
            options={CATEGORY_OPTIONS}
            value={categoryId}
            onChange={params.setCategory}
          />
        }
        searchText={params.searchText}
        searchPlaceholder="제목, 내용 또는 작성자로 검색"
        onSearch={params.setSearchText}
        onDeleteSelected={(ids) =>
          confirmedDelete(ADMIN_MESSAGES.confirmDeleteSelected(ids.length), () =>
            deleteMany.mutateAsync(ids),
          )
        }
        columnLabels={COLUMN_LABELS}
        rowId={(row) => row.communityId}
        rowLabel={(row) => row.title}
        actions={(row) => (
          <RowActions
            label={row.title}
            siteHref={siteLinks.community(row.communityId)}
            onDelete={() =>
              confirmedDelete(CONFIRM_MESSAGES.deletePost, () =>
                deleteOne.mutateAsync(row.communityId),
              )
            }
          />
        )}
      />
    </>
  );
}
