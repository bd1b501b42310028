import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { useConfirm } from './use-confirm.ts';

/** Deletes after asking, the way a page uses confirm(), and shows what it was told. */
function DeletePost() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('묻기 전');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm(CONFIRM_MESSAGES.deletePost)))}
      >
        삭제
      </button>
      <output>{answer}</output>
    </>
  );
}

function answerShown() {
  return screen.getByRole('status').textContent;
}

describe('useConfirm', () => {
  it('asks in an alert dialog, with focus on 확인', async () => {
    const { user } = renderApp(<DeletePost />);

    await user.click(screen.getByRole('button', { name: '삭제' }));

    const dialog = screen.getByRole('alertdialog', { name: '게시글을 삭제하시겠습니까?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
  });

  it('resolves true on 확인', async () => {
    const { user } = renderApp(<DeletePost />);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(screen.getByRole('button', { name: '확인' }));

    await waitFor(() => expect(answerShown()).toBe('true'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on 취소 and on Escape', async () => {
    const { user } = renderApp(<DeletePost />);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(answerShown()).toBe('false'));

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(answerShown()).toBe('false'));
  });

  it('gives focus back to the button that asked', async () => {
    const { user } = renderApp(<DeletePost />);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(answerShown()).toBe('true'));
    expect(screen.getByRole('button', { name: '삭제' })).toHaveFocus();
  });
});
