import type { ImageSlot } from '@daengnyang/contract/editing';
import type { Food } from '@daengnyang/contract/food';
import type { Notice } from '@daengnyang/contract/notice';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FoodDetailPage } from '@/features/food/pages/food-detail-page.tsx';
import { NoticeDetailPage } from '@/features/notice/pages/notice-detail-page.tsx';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { foodImage, foodItem, ownFoodReview } from '@/testing/mocks/food.ts';
import { notice, ownNoticeComment } from '@/testing/mocks/notice.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';

beforeEach(() => {
  // jsdom has no object URLs for the previews.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

/** A text part of a multipart body. */
function field(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^]*?)\\r\\n--`).exec(body)?.[1];
}

const confirmYes = () =>
  within(screen.getByRole('alertdialog', { name: '댓글을 수정하시겠습니까?' })).getByRole(
    'button',
    { name: '확인' },
  );

/**
 * Edits the item inside `item`: drops its first picture, moves the second before it… the
 * first left, and rewrites the text; answers the multipart body the server received.
 */
async function editFirstPictureAway(
  user: ReturnType<typeof renderApp>['user'],
  item: HTMLElement,
  boxName: string,
) {
  await user.click(await within(item).findByRole('button', { name: '수정' }));
  const box = within(item).getByRole('textbox', { name: boxName });
  await user.clear(box);
  await user.type(box, '다시 써 봤어요, 아주 잘 먹어요.');
  await user.click(within(item).getByRole('button', { name: '1번째 이미지 삭제' }));
  await user.upload(
    within(item).getByLabelText('사진 추가'),
    new File(['png'], 'new.png', { type: 'image/png' }),
  );
  await user.click(within(item).getByRole('button', { name: '2번째 이미지를 앞으로 옮기기' }));
  await user.click(within(item).getByRole('button', { name: '수정' }));
  await user.click(confirmYes());
}

describe('editing a review or an event entry with pictures', () => {
  it('sends a review with one picture removed and a new one first', async () => {
    const bodies: string[] = [];
    const food: Food = foodItem({
      foodComment: [ownFoodReview({ foodCommentImgs: [foodImage('a'), foodImage('b')] })],
      commentCount: 1,
    });
    server.use(
      http.get('/api/foods/26', () => ok(food)),
      http.put('/api/foods/comments/700', async ({ request }) => {
        bodies.push(await request.text());
        return ok(700);
      }),
    );
    const { user } = renderApp(
      <Routes>
        <Route path="/food/:foodId" element={<FoodDetailPage />} />
      </Routes>,
      { url: '/food/26', token: USER_TOKEN },
    );
    const review = await screen.findByRole('article', { name: '멍멍집사님의 리뷰' });

    await editFirstPictureAway(user, review, '리뷰 수정');

    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] ?? '';
    expect(field(body, 'content')).toBe('다시 써 봤어요, 아주 잘 먹어요.');
    expect(body.match(/name="files"/g)).toHaveLength(1);
    expect(JSON.parse(field(body, 'images') ?? '')).toEqual<ImageSlot[]>([
      { file: 0, description: '' },
      { keep: foodImage('b').imgUrl, description: '' },
    ]);
  });

  it('sends an event entry the same way', async () => {
    const bodies: string[] = [];
    const event: Notice = notice({
      noticeCategoryId: 3,
      noticeComment: [
        ownNoticeComment({
          noticeCommentId: 88,
          content: '우리 집 강아지 사진이에요.',
          noticeCommentImgs: [foodImage('a'), foodImage('b')],
        }),
      ],
    });
    server.use(
      http.get('/api/notice/:categoryId/:noticeId', () => ok(event)),
      http.put('/api/notice/comments/88', async ({ request }) => {
        bodies.push(await request.text());
        return ok(88);
      }),
    );
    const { user } = renderApp(
      <Routes>
        <Route path="/notice/:category/:noticeId" element={<NoticeDetailPage />} />
      </Routes>,
      { url: '/notice/3/41', token: USER_TOKEN },
    );
    const entry = await screen.findByRole('listitem', { name: '멍멍집사님의 댓글' });

    await editFirstPictureAway(user, entry, '댓글 수정');

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(JSON.parse(field(bodies[0] ?? '', 'images') ?? '')).toEqual<ImageSlot[]>([
      { file: 0, description: '' },
      { keep: foodImage('b').imgUrl, description: '' },
    ]);
  });
});
