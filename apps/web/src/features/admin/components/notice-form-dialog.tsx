import {
  AdminNoticeCreateFieldsSchema,
  type AdminNoticeRow,
} from '@daengnyang/contract/admin-notice';
import { NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useCreateAdminNotice } from '../api/create-admin-notice.ts';
import { useUpdateAdminNotice } from '../api/update-admin-notice.ts';
import {
  checkNoticeCreate,
  checkNoticeUpdate,
  type NoticeFormField,
  type NoticeFormValues,
} from '../notice-form.ts';
import { noticeCategoryIdOf } from '../site-links.ts';
import { useImageForm } from '../use-image-form.ts';
import { ImageFormDialog } from './image-form-dialog.tsx';
import { PostFields } from './post-fields.tsx';

type NoticeFormDialogProps = {
  /** The notice to edit; none opens an empty create form. */
  notice?: AdminNoticeRow;
  /** A new notice starts in this category (the list's filter, when one is chosen). */
  defaultCategoryId?: number;
  /** Unmounts the dialog, which drops the picked images (spec §4). */
  onClose: () => void;
};

function initialValues(
  notice: AdminNoticeRow | undefined,
  defaultCategoryId: number,
): NoticeFormValues {
  if (notice === undefined) return { noticeCategoryId: defaultCategoryId, title: '', content: '' };
  return {
    noticeCategoryId: noticeCategoryIdOf(notice.noticeCategoryName) ?? defaultCategoryId,
    title: notice.title,
    content: notice.content,
  };
}

/** Create or edit a notice, magazine or event post: category, title, content, up to 5 images. */
export function NoticeFormDialog({
  notice,
  defaultCategoryId = NOTICE_CATEGORIES[0].id,
  onClose,
}: NoticeFormDialogProps) {
  const form = useImageForm<NoticeFormValues, NoticeFormField>(
    () => initialValues(notice, defaultCategoryId),
    onClose,
  );
  const create = useCreateAdminNotice();
  const update = useUpdateAdminNotice();
  const pending = create.isPending || update.isPending;

  const submit = () => {
    if (notice === undefined) {
      form.send(checkNoticeCreate(form.values), {
        mutate: create.mutate,
        success: ADMIN_MESSAGES.noticeCreated,
        failure: ERROR_MESSAGES.noticeRegisterFailed,
      });
      return;
    }
    form.send(checkNoticeUpdate(notice.noticeId, form.values, form.initial), {
      mutate: update.mutate,
      success: ADMIN_MESSAGES.noticeUpdated,
      failure: ERROR_MESSAGES.noticeEditFailed,
    });
  };

  return (
    <ImageFormDialog
      subject="공지"
      existingUrls={notice?.imgUrls}
      form={form}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PostFields
        categories={NOTICE_CATEGORIES}
        category={form.field('noticeCategoryId')}
        title={{ ...form.field('title'), placeholder: '제목을 입력해주세요' }}
        content={{ ...form.field('content'), placeholder: '내용을 입력해주세요' }}
        shape={AdminNoticeCreateFieldsSchema.shape}
      />
    </ImageFormDialog>
  );
}
