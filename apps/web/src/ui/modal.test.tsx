import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function WithdrawDialog({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        회원 탈퇴
      </button>
      {open && (
        <Modal
          title="회원 탈퇴"
          onClose={close}
          footer={
            <>
              <button type="button" onClick={close}>
                취소
              </button>
              <button type="button">탈퇴</button>
            </>
          }
        >
          <label>
            이메일
            <input />
          </label>
        </Modal>
      )}
    </>
  );
}

async function openDialog(onClose = vi.fn()) {
  const user = userEvent.setup();
  render(<WithdrawDialog onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
  return { user, onClose };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first control', async () => {
    await openDialog();

    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();

    await user.tab();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '탈퇴' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '탈퇴' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user, onClose } = await openDialog();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toHaveFocus();
  });

  it('closes with the close button and with a click on the backdrop, not inside', async () => {
    const { user, onClose } = await openDialog();

    await user.click(screen.getByRole('textbox', { name: '이메일' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (backdrop === null) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the element marked data-autofocus first', () => {
    render(
      <Modal title="확인" onClose={vi.fn()} showCloseButton={false}>
        <button type="button">아니요</button>
        <button type="button" data-autofocus>
          예
        </button>
      </Modal>,
    );

    expect(screen.getByRole('button', { name: '예' })).toHaveFocus();
  });
});
