import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { LikeToggle } from './like-toggle.tsx';

const params = { categoryId: 1, id: 7 };

function mutation({ isPending = false, fails = '' } = {}) {
  return {
    isPending,
    mutate: vi.fn((_params: typeof params, { onError }: { onError: (error: Error) => void }) => {
      if (fails !== '') onError(new Error(fails));
    }),
  };
}

describe('LikeToggle', () => {
  it('offers a visitor to sign in, back to this page, and sends nothing', async () => {
    const like = mutation();
    const { user } = renderApp(
      <LikeToggle liked={false} count={3} params={params} like={like} unlike={mutation()} />,
      { url: '/notice/1/7?page=2' },
    );

    await user.click(screen.getByRole('button', { name: '3 좋아요' }));

    const offer = await findToast('로그인 후 이용해 주세요.');
    expect(offer).toHaveAttribute('role', 'status');
    expect(within(offer).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/notice/1/7?page=2')}`,
    );
    expect(like.mutate).not.toHaveBeenCalled();
  });

  it.each([
    { liked: false, sent: 'like' },
    { liked: true, sent: 'unlike' },
  ] as const)('sends $sent when liked is $liked', async ({ liked, sent }) => {
    const calls = { like: mutation(), unlike: mutation() };
    const { user } = renderApp(
      <LikeToggle
        liked={liked}
        count={3}
        params={params}
        like={calls.like}
        unlike={calls.unlike}
      />,
      { token: 'token' },
    );

    await user.click(screen.getByRole('button', { name: '3 좋아요' }));

    expect(calls[sent].mutate).toHaveBeenCalledExactlyOnceWith(params, expect.anything());
    expect(calls[sent === 'like' ? 'unlike' : 'like'].mutate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const { user } = renderApp(
      <LikeToggle
        liked={false}
        count={0}
        params={params}
        like={mutation({ fails: '이미 좋아요를 눌렀습니다.' })}
        unlike={mutation()}
      />,
      { token: 'token' },
    );

    await user.click(screen.getByRole('button', { name: '0 좋아요' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('이미 좋아요를 눌렀습니다.');
  });

  it('takes no click while either call runs, and reads its own label', async () => {
    const calls = { like: mutation(), unlike: mutation({ isPending: true }) };
    const { user } = renderApp(
      <LikeToggle
        liked
        count={2}
        params={params}
        like={calls.like}
        unlike={calls.unlike}
        label="도움돼요"
      />,
      { token: 'token' },
    );

    const button = screen.getByRole('button', { name: '2 도움돼요' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(calls.like.mutate).not.toHaveBeenCalled();
    expect(calls.unlike.mutate).not.toHaveBeenCalled();
  });
});
