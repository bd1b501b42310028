import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>등록</Button>);

    const button = screen.getByRole('button', { name: '등록' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can submit a form', () => {
    render(<Button type="submit">등록</Button>);

    expect(screen.getByRole('button', { name: '등록' })).toHaveAttribute('type', 'submit');
  });

  it('keeps its name but takes no clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        등록
      </Button>,
    );

    const button = screen.getByRole('button', { name: '등록' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the variant on as a style', () => {
    render(
      <>
        <Button>확인</Button>
        <Button variant="secondary">취소</Button>
        <Button variant="ghost">닫기</Button>
      </>,
    );

    const classes = ['확인', '취소', '닫기'].map(
      (name) => screen.getByRole('button', { name }).className,
    );
    expect(new Set(classes).size).toBe(3);
  });
});
