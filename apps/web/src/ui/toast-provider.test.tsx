import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { TOAST_DURATION_MS } from './toast-message.tsx';
import { useToast } from './use-toast.ts';

const signIn = { label: '로그인', href: '/auth/login?next=%2Ffood', follow: vi.fn() };

function Notifier() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.offer('로그인 후 이용해 주세요.', signIn)}>
        제안
      </button>
      <button type="button" onClick={() => toast.success(SUCCESS_MESSAGES.postDeleted)}>
        성공
      </button>
      <button type="button" onClick={() => toast.error('이미지 변경에 실패하였습니다.')}>
        실패
      </button>
      {['1번', '2번', '3번', '4번'].map((name) => (
        <button key={name} type="button" onClick={() => toast.error(`${name} 실패`)}>
          {name}
        </button>
      ))}
    </>
  );
}

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
    signIn.follow.mockClear();
  });

  it('announces a success politely and an error assertively', async () => {
    const { user } = renderApp(<Notifier />);

    await user.click(screen.getByRole('button', { name: '성공' }));
    await user.click(screen.getByRole('button', { name: '실패' }));

    expect(screen.getByRole('status')).toHaveTextContent('게시글이 삭제되었습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('이미지 변경에 실패하였습니다.');
  });

  it('dismisses a success after its time, an error later', () => {
    // Fake timers with fireEvent: user-event and Testing Library's async helpers wait on
    // real timeouts, which fake timers would stop. The clock is faked too: a message counts
    // the time it was shown with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderApp(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: '성공' }));
    fireEvent.click(screen.getByRole('button', { name: '실패' }));

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks different messages, at most three, and closes one with its button', async () => {
    const { user } = renderApp(<Notifier />);
    for (const name of ['1번', '2번', '3번', '4번']) {
      await user.click(screen.getByRole('button', { name }));
    }
    // The oldest gave way to the fourth.
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      '!2번 실패',
      '!3번 실패',
      '!4번 실패',
    ]);

    const [first] = screen.getAllByRole('button', { name: '알림 닫기' });
    if (first === undefined) throw new Error('no close button');
    await user.click(first);

    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('shows a sentence once: the same again restarts its time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderApp(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: '성공' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1));
    fireEvent.click(screen.getByRole('button', { name: '성공' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_MESSAGES.postDeleted);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a way on as a link, followed by the app, which closes the message', async () => {
    const { user } = renderApp(<Notifier />);
    await user.click(screen.getByRole('button', { name: '제안' }));

    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent('로그인 후 이용해 주세요.');
    const link = within(offer).getByRole('link', { name: '로그인' });
    expect(link).toHaveAttribute('href', '/auth/login?next=%2Ffood');

    await user.click(link);
    expect(signIn.follow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('holds its time while the pointer rests on it or the focus is in it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderApp(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: '제안' }));
    const offer = screen.getByRole('status');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.offer - 1000));
    fireEvent.pointerEnter(offer);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.offer * 2));
    expect(offer).toBeInTheDocument();

    fireEvent.pointerLeave(offer);
    act(() => within(offer).getByRole('link', { name: '로그인' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.offer * 2));
    expect(offer).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: '성공' }).focus());
    act(() => vi.advanceTimersByTime(999));
    expect(offer).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(offer).not.toBeInTheDocument();
  });
});
