import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LikeButton } from './like-button.tsx';

describe('LikeButton', () => {
  it('reads its label with the count and shows whether it is pressed', () => {
    const { rerender } = render(<LikeButton liked={false} count={3} onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: '3 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    rerender(<LikeButton liked count={4} onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: '4 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for the toggle on click', async () => {
    const onToggle = vi.fn();
    render(<LikeButton liked={false} count={0} onToggle={onToggle} />);

    await userEvent.click(screen.getByRole('button', { name: '0 좋아요' }));

    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('keeps the focus but takes no second press while the call is pending', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<LikeButton liked={false} count={0} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: '0 좋아요' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledOnce();

    rerender(<LikeButton liked={false} count={0} onToggle={onToggle} pending />);

    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('can count something else, such as helpful reviews', () => {
    render(<LikeButton liked count={12} onToggle={vi.fn()} label="도움돼요" size="small" />);

    expect(screen.getByRole('button', { name: '12 도움돼요' })).toBeInTheDocument();
  });
});
