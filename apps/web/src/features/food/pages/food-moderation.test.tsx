import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { foodItem, foodReview, ownFoodReview } from '@/testing/mocks/food.ts';
import { mySanctionsHandler, sanction } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { FoodDetailPage } from './food-detail-page.tsx';

function renderFood(reviews = [foodReview()]) {
  server.use(
    http.get('/api/foods/26', () =>
      ok(foodItem({ foodComment: reviews, commentCount: reviews.length })),
    ),
  );
  return renderApp(
    <Routes>
      <Route path="/food/:foodId" element={<FoodDetailPage />} />
    </Routes>,
    { url: '/food/26', token: USER_TOKEN },
  );
}

describe('food reviews: reports, blocks, withheld, write ban', () => {
  it('reports a review from its ⋯ menu', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/reports', async ({ request }) => {
        sent.push(await request.json());
        return ok({ reportId: 3 });
      }),
    );
    const { user } = renderFood();

    await user.click(await screen.findByRole('button', { name: '호두아빠님의 리뷰 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '신고하기' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰 신고' });
    await user.click(within(dialog).getByRole('radio', { name: '욕설·비하' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    await findToast(MESSAGES.reportReceived);
    expect(sent).toEqual([{ targetType: 'review', targetId: 700, reason: 'abuse' }]);
  });

  it('collapses a blocked author’s review until 보기', async () => {
    const { user } = renderFood([foodReview({ blockedAuthor: true, content: '별로예요' })]);

    const review = await screen.findByRole('article', { name: '호두아빠님의 리뷰' });
    expect(review).toHaveTextContent(MESSAGES.blockedAuthorComment);
    expect(review).not.toHaveTextContent('별로예요');
    await user.click(within(review).getByRole('button', { name: '보기' }));
    expect(review).toHaveTextContent('별로예요');
  });

  it('marks my own withheld review', async () => {
    renderFood([ownFoodReview({ hidden: true })]);
    expect(await screen.findByText(SAFETY_MESSAGES.ownHiddenMark)).toBeVisible();
  });

  it('disables the review form and 도움돼요 under a write ban, saying why', async () => {
    server.use(mySanctionsHandler({ active: sanction(), history: [sanction()] }));
    renderFood();

    const box = await screen.findByRole('textbox', { name: '리뷰 작성' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAccessibleDescription(SAFETY_MESSAGES.writeDisabled);
    expect(screen.getByRole('button', { name: '리뷰 등록' })).toBeDisabled();
    const helpful = screen.getByRole('button', { name: /도움돼요/ });
    expect(helpful).toHaveAttribute('aria-disabled', 'true');
    expect(helpful).toHaveAccessibleDescription(SAFETY_MESSAGES.writeDisabled);
  });
});
