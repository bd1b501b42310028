import type { AdminUserRow } from '@daengnyang/contract/admin-users';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useDeleteAdminUser } from '../api/delete-admin-user.ts';
import { useDeleteAdminUsers } from '../api/delete-admin-users.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { AdminListSection } from '../components/admin-list-section.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { UserSanctionsDialog } from '../components/user-sanctions-dialog.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { useListParams } from '../use-list-params.ts';

const COLUMN_LABELS = {
  userId: '번호',
  name: '이름',
  email: '이메일',
  profileImgPath: '이미지',
  provider: '가입 경로',
  providerId: '제공자 ID',
  role: '권한',
} satisfies Record<keyof AdminUserRow, string>;

/** The provider's own account number means nothing to an operator. */
const HIDDEN_COLUMNS: readonly (keyof AdminUserRow)[] = ['providerId'];

/** The server refuses to delete administrator accounts, so they cannot be picked. */
const isDeletable = (user: AdminUserRow) => user.role !== 'ROLE_ADMIN';

/** /admin/users: every active member, searched by name or e-mail, deleted (withdrawn) here. */
export function AdminUsersPage() {
  const params = useListParams();
  const list = useAdminUsers({ page: params.page, searchText: params.searchText });
  const deleteOne = useDeleteAdminUser();
  const deleteMany = useDeleteAdminUsers();
  const confirmedDelete = useConfirmedDelete();
  const [sanctioning, setSanctioning] = useState<AdminUserRow | null>(null);

  return (
    <>
      <AdminPageHeader
        title="회원 관리"
        description="가입한 회원을 찾아보고, 필요하면 제재하거나 탈퇴 처리합니다. 삭제된 회원은 곧바로 로그아웃됩니다."
      />
      <AdminListSection
        caption="회원 목록"
        list={list}
        countUnit="명"
        page={params.page}
        onPageChange={params.setPage}
        searchText={params.searchText}
        searchPlaceholder="이름 또는 이메일로 검색"
        onSearch={params.setSearchText}
        onDeleteSelected={(ids) =>
          confirmedDelete(ADMIN_MESSAGES.confirmDeleteSelected(ids.length), () =>
            deleteMany.mutateAsync(ids),
          )
        }
        columnLabels={COLUMN_LABELS}
        hiddenColumns={HIDDEN_COLUMNS}
        rowId={(user) => user.userId}
        rowLabel={(user) => user.name}
        isSelectable={isDeletable}
        actions={(user) => (
          <RowActions
            label={user.name}
            deleteDisabled={!isDeletable(user)}
            // Administrators cannot be sanctioned (the server refuses too).
            onSanction={isDeletable(user) ? () => setSanctioning(user) : undefined}
            onDelete={() =>
              confirmedDelete(ADMIN_MESSAGES.confirmDeleteUser, () =>
                deleteOne.mutateAsync(user.userId),
              )
            }
          />
        )}
      />
      {sanctioning !== null && (
        <UserSanctionsDialog user={sanctioning} onClose={() => setSanctioning(null)} />
      )}
    </>
  );
}
