import type { AdminFoodRow } from '@daengnyang/contract/admin-food';
import { useState } from 'react';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useDeleteAdminFood } from '../api/delete-admin-food.ts';
import { useDeleteAdminFoods } from '../api/delete-admin-foods.ts';
import { useAdminFoods } from '../api/get-admin-foods.ts';
import { AdminListSection } from '../components/admin-list-section.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { FoodFormDialog } from '../components/food-form-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { siteLinks } from '../site-links.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { useListParams } from '../use-list-params.ts';

const COLUMN_LABELS = {
  foodId: '번호',
  foodCategoryName: '카테고리',
  name: '작성자',
  title: '제목',
  content: '내용',
  foodAddress: '구매 링크',
  price: '가격',
  createdAt: '등록일',
  imgUrls: '이미지',
} satisfies Record<keyof AdminFoodRow, string>;

/** Foods are written by administrators only, so the author column would say the same each time. */
const HIDDEN_COLUMNS: readonly (keyof AdminFoodRow)[] = ['name'];

/** Which dialog is open: none, the create form, or the edit form of one food. */
type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; food: AdminFoodRow };

/** /admin/food: the catalogue of foods, created and edited in a dialog, deleted here. */
export function AdminFoodPage() {
  const params = useListParams();
  const list = useAdminFoods({ page: params.page, searchText: params.searchText });
  const deleteOne = useDeleteAdminFood();
  const deleteMany = useDeleteAdminFoods();
  const confirmedDelete = useConfirmedDelete();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const closeDialog = () => setDialog({ mode: 'closed' });

  return (
    <>
      <AdminPageHeader
        title="먹거리 관리"
        description="사이트에 소개할 사료와 간식을 등록하고 고칩니다."
      >
        <Button onClick={() => setDialog({ mode: 'create' })}>먹거리 등록</Button>
      </AdminPageHeader>
      <AdminListSection
        caption="먹거리 목록"
        list={list}
        countUnit="개"
        page={params.page}
        onPageChange={params.setPage}
        searchText={params.searchText}
        searchPlaceholder="제목, 내용, 카테고리로 검색"
        onSearch={params.setSearchText}
        onDeleteSelected={(ids) =>
          confirmedDelete(ADMIN_MESSAGES.confirmDeleteSelected(ids.length), () =>
            deleteMany.mutateAsync(ids),
          )
        }
        columnLabels={COLUMN_LABELS}
        hiddenColumns={HIDDEN_COLUMNS}
        rowId={(food) => food.foodId}
        rowLabel={(food) => food.title}
        actions={(food) => (
          <RowActions
            label={food.title}
            siteHref={siteLinks.food(food.foodId)}
            onEdit={() => setDialog({ mode: 'edit', food })}
            onDelete={() =>
              confirmedDelete(CONFIRM_MESSAGES.deletePost, () => deleteOne.mutateAsync(food.foodId))
            }
          />
        )}
      />
      {dialog.mode === 'create' && <FoodFormDialog onClose={closeDialog} />}
      {dialog.mode === 'edit' && (
        <FoodFormDialog key={dialog.food.foodId} food={dialog.food} onClose={closeDialog} />
      )}
    </>
  );
}
