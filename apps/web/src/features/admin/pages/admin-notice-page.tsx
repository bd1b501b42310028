import type { AdminNoticeRow } from '@daengnyang/contract/admin-notice';
import { NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import { useState } from 'react';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { ChipGroup } from '@/ui/chip-group.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useDeleteAdminNotice } from '../api/delete-admin-notice.ts';
import { useDeleteAdminNotices } from '../api/delete-admin-notices.ts';
import { useAdminNotices } from '../api/get-admin-notices.ts';
import { AdminListSection } from '../components/admin-list-section.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { NoticeFormDialog } from '../components/notice-form-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { siteLinks } from '../site-links.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { useListParams } from '../use-list-params.ts';

const COLUMN_LABELS = {
  noticeId: '번호',
  noticeCategoryName: '카테고리',
  name: '작성자',
  title: '제목',
  content: '내용',
  imgUrls: '이미지',
  createdAt: '작성일',
} satisfies Record<keyof AdminNoticeRow, string>;

const CATEGORY_IDS = NOTICE_CATEGORIES.map((category) => category.id);
/** Notices have no "all" category; 0 stands for no filter in the chips. */
const ALL = 0;
const CATEGORY_OPTIONS = [
  { value: ALL, label: '전체' },
  ...NOTICE_CATEGORIES.map(({ id, name }) => ({ value: id, label: name })),
];

type DialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; notice: AdminNoticeRow };

/** /admin/notice: notices, magazine and event posts, created and edited in a dialog. */
export function AdminNoticePage() {
  const params = useListParams(CATEGORY_IDS);
  const list = useAdminNotices({
    page: params.page,
    categoryId: params.category,
    searchText: params.searchText,
  });
  const deleteOne = useDeleteAdminNotice();
  const deleteMany = useDeleteAdminNotices();
  const confirmedDelete = useConfirmedDelete();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const closeDialog = () => setDialog({ mode: 'closed' });

  return (
    <>
      <AdminPageHeader title="공지 관리" description="공지사항, 매거진, 이벤트 글을 쓰고 고칩니다.">
        <Button onClick={() => setDialog({ mode: 'create' })}>공지 등록</Button>
      </AdminPageHeader>
      <AdminListSection
        caption="공지 목록"
        list={list}
        countUnit="개"
        page={params.page}
        onPageChange={params.setPage}
        filter={
          <ChipGroup
            label="카테고리"
            options={CATEGORY_OPTIONS}
            value={params.category ?? ALL}
            onChange={(value) => params.setCategory(value === ALL ? null : value)}
          />
        }
        searchText={params.searchText}
        searchPlaceholder="제목으로 검색"
        onSearch={params.setSearchText}
        onDeleteSelected={(ids) =>
          confirmedDelete(ADMIN_MESSAGES.confirmDeleteSelected(ids.length), () =>
            deleteMany.mutateAsync(ids),
          )
        }
        columnLabels={COLUMN_LABELS}
        rowId={(notice) => notice.noticeId}
        rowLabel={(notice) => notice.title}
        actions={(notice) => (
          <RowActions
            label={notice.title}
            siteHref={siteLinks.notice(notice.noticeCategoryName, notice.noticeId)}
            onEdit={() => setDialog({ mode: 'edit', notice })}
            onDelete={() =>
              confirmedDelete(CONFIRM_MESSAGES.deletePost, () =>
                deleteOne.mutateAsync(notice.noticeId),
              )
            }
          />
        )}
      />
      {dialog.mode === 'create' && (
        <NoticeFormDialog defaultCategoryId={params.category ?? undefined} onClose={closeDialog} />
      )}
      {dialog.mode === 'edit' && (
        <NoticeFormDialog
          key={dialog.notice.noticeId}
          notice={dialog.notice}
          onClose={closeDialog}
        />
      )}
    </>
  );
}
