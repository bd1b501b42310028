import type { Food } from '@daengnyang/contract/food';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { foodImage, foodItem, foodReview, ownFoodReview } from '@/testing/mocks/food.ts';
import { heldAnswer } from '@/testing/mocks/held-answer.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { FoodDetailPage } from './food-detail-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs for the image previews.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

/** Serves the detail from a variable, so a refetch sees what a write changed. */
function serveFood(initial: Food) {
  const state = { food: initial, detailCalls: 0 };
  server.use(
    http.get(`/api/foods/${initial.foodId}`, () => {
      state.detailCalls += 1;
      return ok(state.food);
    }),
  );
  return state;
}

function renderDetail(foodId: number, token?: string) {
  return renderApp(
    <Routes>
      <Route path="/food/:foodId" element={<FoodDetailPage />} />
    </Routes>,
    { url: `/food/${foodId}`, token },
  );
}

const SIX_IMAGES = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => foodImage(name));

describe('FoodDetailPage', () => {
  it('shows the food: category, title, author, review count, price and a buy link in a new tab', async () => {
    serveFood(foodItem({ commentCount: 3, price: 45_000 }));
    renderDetail(26);

    expect(
      await screen.findByRole('heading', { level: 1, name: '초록들판 캣닢 쿠키 60g' }),
    ).toBeInTheDocument();
    expect(screen.getByText('간식')).toBeInTheDocument();
    expect(screen.getByText('댕냥 운영팀')).toBeInTheDocument();
    expect(screen.getByText('3개')).toBeInTheDocument();
    expect(screen.getByText('45,000원')).toBeInTheDocument();
    const buy = screen.getByRole('link', { name: /구매하러 가기/ });
    expect(buy).toHaveAttribute('href', 'https://petmall.example.net/goods/13472');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.title).toBe('초록들판 캣닢 쿠키 60g | 댕냥');
  });

  it('shows the first five images and switches the main one with the thumbnails', async () => {
    serveFood(foodItem({ foodImgs: SIX_IMAGES }));
    const { user } = renderDetail(26);

    const main = await screen.findByRole('img', { name: '초록들판 캣닢 쿠키 60g 사진 1' });
    expect(main).toHaveAttribute('src', SIX_IMAGES[0]?.imgUrl);
    const thumbnails = within(
      screen.getByRole('list', { name: '초록들판 캣닢 쿠키 60g 사진 목록' }),
    ).getAllByRole('button');
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '초록들판 캣닢 쿠키 60g 사진 3 보기' }));

    expect(screen.getByRole('img', { name: '초록들판 캣닢 쿠키 60g 사진 3' })).toHaveAttribute(
      'src',
      SIX_IMAGES[2]?.imgUrl,
    );
    expect(
      screen.getByRole('button', { name: '초록들판 캣닢 쿠키 60g 사진 3 보기' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a visitor to sign in instead of liking and shows no review form', async () => {
    serveFood(foodItem({ foodComment: [foodReview()] }));
    const { user } = renderDetail(26);
    const backHere = `/auth/login?next=${encodeURIComponent('/food/26')}`;

    await user.click(await screen.findByRole('button', { name: '12 좋아요' }));
    const offer = await findToast(MESSAGES.loginRequired);
    expect(within(offer).getByRole('link', { name: '로그인' })).toHaveAttribute('href', backHere);
    await user.click(screen.getByRole('button', { name: '도움돼요 2' }));
    expect(screen.getAllByText(MESSAGES.loginRequired)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(screen.queryByRole('textbox', { name: '리뷰 작성' })).not.toBeInTheDocument();
    const loginLinks = screen.getAllByRole('link', { name: '로그인' });
    expect(new Set(loginLinks.map((link) => link.getAttribute('href')))).toEqual(
      new Set([backHere]),
    );
  });

  it('fills the heart and counts the like once the server has taken it', async () => {
    serveFood(foodItem());
    let liked = false;
    server.use(
      http.post('/api/foods/26/like', async () => {
        await delay(50);
        liked = true;
        return ok(SERVER_MESSAGES.foodLiked);
      }),
      http.delete('/api/foods/26/dislike', () => {
        liked = false;
        return ok(SERVER_MESSAGES.foodUnliked);
      }),
    );
    const { user } = renderDetail(26, USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '12 좋아요' }));
    // Not before the answer: the button waits, unchanged.
    expect(screen.getByRole('button', { name: '12 좋아요' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const likedButton = await screen.findByRole('button', { name: '13 좋아요' });
    expect(likedButton).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toBe(true);

    await user.click(likedButton);
    expect(await screen.findByRole('button', { name: '12 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(liked).toBe(false);
  });

  it('leaves the heart as it was and says why when the like fails', async () => {
    serveFood(foodItem());
    server.use(http.post('/api/foods/26/like', () => fail(404, SERVER_MESSAGES.foodNotFound)));
    const { user } = renderDetail(26, USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '12 좋아요' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.foodNotFound);
    expect(screen.getByRole('button', { name: '12 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles 도움돼요 on a review only after the server has taken it', async () => {
    serveFood(foodItem({ foodComment: [foodReview({ foodCommentId: 700, likeCount: 2 })] }));
    server.use(
      http.post('/api/foods/26/700/like', () => ok(SERVER_MESSAGES.foodReviewHelpful)),
      http.delete('/api/foods/26/700/dislike', () => fail(503, MESSAGES.serverError)),
    );
    const { user } = renderDetail(26, USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '도움돼요 2' }));
    const helpful = await screen.findByRole('button', { name: '도움돼요 3' });
    expect(helpful).toHaveAttribute('aria-pressed', 'true');

    // Taking it back fails: the mark stays.
    await user.click(helpful);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    expect(screen.getByRole('button', { name: '도움돼요 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows author, food title, date and time, images and content of each review', async () => {
    serveFood(
      foodItem({
        foodComment: [
          foodReview({
            content: '냄새가 심하지 않아요.',
            createdAt: '2024-04-01T08:05:00+09:00',
            foodCommentImgs: [foodImage('review-1')],
          }),
        ],
      }),
    );
    renderDetail(26);

    const review = await screen.findByRole('article', { name: '호두아빠님의 리뷰' });
    expect(within(review).getByText('초록들판 캣닢 쿠키 60g')).toBeInTheDocument();
    expect(within(review).getByText('2024-04-01 08:05')).toBeInTheDocument();
    expect(within(review).getByText('냄새가 심하지 않아요.')).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: '호두아빠님의 리뷰 사진 1' })).toHaveAttribute(
      'src',
      foodImage('review-1').thumbImgUrl,
    );
  });

  it('refuses an empty review with 내용을 입력해주세요. at once, asks nothing and sends nothing', async () => {
    serveFood(foodItem());
    let sent = false;
    server.use(
      http.post('/api/foods/26/comments', () => {
        sent = true;
        return ok(1);
      }),
    );
    const { user } = renderDetail(26, USER_TOKEN);

    await user.type(await screen.findByRole('textbox', { name: '리뷰 작성' }), '   ');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));

    expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.');
    expect(screen.getByRole('textbox', { name: '리뷰 작성' })).toBeInvalid();
    // The message comes first, not a question whose answer leads to it.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('takes the red message away as soon as the review has text', async () => {
    serveFood(foodItem());
    const { user } = renderDetail(26, USER_TOKEN);
    const text = await screen.findByRole('textbox', { name: '리뷰 작성' });

    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.');
    await waitFor(() => expect(text).toHaveFocus());
    await user.type(text, '  ');
    // Spaces alone are still no review.
    expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.');

    await user.type(text, '잘');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(text).toBeValid();
  });

  it('sends a review with its image, shows progress, then lists it and clears the form', async () => {
    const state = serveFood(foodItem());
    const bodies: string[] = [];
    const upload = heldAnswer();
    server.use(
      http.post('/api/foods/26/comments', async ({ request }) => {
        // Read as text: undici's formData() refuses the File parts jsdom's XHR produces.
        bodies.push(await request.text());
        await upload.released;
        state.food = {
          ...state.food,
          commentCount: 1,
          foodComment: [ownFoodReview({ foodCommentId: 900, content: '잘 먹어요!' })],
        };
        return ok(900);
      }),
    );
    const { user } = renderDetail(26, USER_TOKEN);

    const text = await screen.findByRole('textbox', { name: '리뷰 작성' });
    await user.type(text, '  잘 먹어요!  ');
    await user.upload(
      screen.getByLabelText('이미지 추가'),
      new File(['png'], 'dubu.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));

    expect(
      await screen.findByRole('progressbar', { name: '이미지 업로드 중' }),
    ).toBeInTheDocument();
    upload.letGo();
    expect(
      await screen.findByRole('article', { name: `${USER_PRINCIPAL.user.name}님의 리뷰` }),
    ).toBeInTheDocument();
    expect(text).toHaveValue('');
    expect(screen.queryByRole('img', { name: '첨부 이미지 1' })).not.toBeInTheDocument();
    expect(bodies[0]).toContain('name="content"\r\n\r\n잘 먹어요!\r\n');
    // jsdom's XHR names every file "blob"; the part and its type are what matter.
    expect(bodies[0]).toMatch(/name="files"; filename="[^"]*"\r\nContent-Type: image\/png/);
  });

  it('deletes an own review after confirmation; others have no delete button', async () => {
    const state = serveFood(
      foodItem({
        foodComment: [ownFoodReview({ foodCommentId: 801 }), foodReview({ foodCommentId: 802 })],
      }),
    );
    const deleted: string[] = [];
    server.use(
      http.delete('/api/foods/comments/:commentId/:userId', ({ params }) => {
        deleted.push(`${params.commentId}/${params.userId}`);
        state.food = { ...state.food, foodComment: state.food.foodComment.slice(1) };
        return ok(SERVER_MESSAGES.foodReviewDeleted);
      }),
    );
    const { user } = renderDetail(26, USER_TOKEN);

    const own = await screen.findByRole('article', {
      name: `${USER_PRINCIPAL.user.name}님의 리뷰`,
    });
    const other = screen.getByRole('article', { name: '호두아빠님의 리뷰' });
    await user.click(await within(own).findByRole('button', { name: '삭제' }));
    expect(within(other).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: '댓글을 삭제하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);

    await user.click(within(own).getByRole('button', { name: '삭제' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));

    expect(await screen.findByRole('status')).toHaveTextContent('댓글이 삭제되었습니다.');
    expect(deleted).toEqual([`801/${USER_PRINCIPAL.user.userId}`]);
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `${USER_PRINCIPAL.user.name}님의 리뷰` }),
      ).not.toBeInTheDocument(),
    );
  });

  it("lets an administrator delete anyone's review", async () => {
    serveFood(foodItem({ foodComment: [foodReview()] }));
    renderDetail(26, ADMIN_TOKEN);

    const review = await screen.findByRole('article', { name: '호두아빠님의 리뷰' });
    await waitFor(() =>
      expect(within(review).getByRole('button', { name: '삭제' })).toBeInTheDocument(),
    );
  });

  it("shows the server's message for a food that does not exist", async () => {
    server.use(http.get('/api/foods/999', () => fail(404, SERVER_MESSAGES.foodNotFound)));
    renderDetail(999);

    expect(await screen.findByText(SERVER_MESSAGES.foodNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '먹거리 목록으로' })).toHaveAttribute('href', '/food');
  });
});
