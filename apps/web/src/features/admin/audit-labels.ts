import type { AuditRow } from '@daengnyang/contract/admin-audit';

/** The API's action codes in plain Korean; an unknown code is shown as it is. */
const ACTION_NAMES: Readonly<Record<string, string>> = {
  'user.delete': '회원 삭제',
  'community.delete': '게시글 삭제',
  'community.comment.delete': '댓글 삭제',
  'food.create': '먹거리 등록',
  'food.update': '먹거리 수정',
  'food.delete': '먹거리 삭제',
  'food.review.delete': '리뷰 삭제',
  'notice.create': '공지 등록',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'notice.comment.delete': '공지 댓글 삭제',
};

const TARGET_NAMES: Readonly<Record<string, string>> = {
  user: '회원',
  community_post: '커뮤니티 게시글',
  community_comment: '커뮤니티 댓글',
  food: '먹거리',
  food_review: '먹거리 리뷰',
  notice: '공지',
  notice_comment: '공지 댓글',
};

/** The names of the edited fields that update entries list in `detail.fields`. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  foodCategoryId: '카테고리',
  noticeCategoryId: '카테고리',
  title: '제목',
  content: '내용',
  price: '가격',
  foodAddress: '구매 링크',
};

export const actionName = (action: string) => ACTION_NAMES[action] ?? action;
export const targetName = (targetType: string) => TARGET_NAMES[targetType] ?? targetType;

/**
 * `detail` in one line: the title of a created item, or the changed fields of an update and
 * whether its images were replaced. Shapes this screen does not know are left out.
 */
export function detailText(detail: AuditRow['detail']): string {
  if (detail === null) return '';
  const parts: string[] = [];
  if (typeof detail.title === 'string') parts.push(`「${detail.title}」`);
  if (Array.isArray(detail.fields)) {
    const names = detail.fields
      .filter((field): field is string => typeof field === 'string')
      .map((field) => FIELD_NAMES[field] ?? field);
    if (names.length > 0) parts.push(`${names.join(', ')} 변경`);
  }
  if (detail.imagesReplaced === true) parts.push('이미지 교체');
  return parts.join(' · ');
}
