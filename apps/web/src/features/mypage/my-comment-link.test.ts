import { describe, expect, it } from 'vitest';
import { myComment } from '@/testing/mocks/mypage.ts';
import { myCommentParentHref } from './my-comment-link.ts';

describe('myCommentParentHref', () => {
  it('opens community posts through category 1, which shows a post of any board', () => {
    expect(myCommentParentHref(myComment({ type: 'COMMUNITY', parentId: 9 }))).toBe(
      '/community/1/9',
    );
  });

  it('opens foods by id', () => {
    expect(myCommentParentHref(myComment({ type: 'FOOD', parentId: 26 }))).toBe('/food/26');
  });

  it("opens notices in their own category, found by the category's name", () => {
    const notice = (parentCategoryName: string) =>
      myCommentParentHref(myComment({ type: 'NOTICE', parentId: 16, parentCategoryName }));
    expect(notice('이벤트')).toBe('/notice/3/16');
    expect(notice('매거진')).toBe('/notice/2/16');
    expect(notice('공지사항')).toBe('/notice/1/16');
    // Only events take comments, so an unknown name is taken for one.
    expect(notice('알 수 없음')).toBe('/notice/3/16');
  });
});
