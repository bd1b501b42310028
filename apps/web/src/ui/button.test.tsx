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

  it('keeps its name and the focus but takes no presses while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>등록</Button>);
    const button = screen.getByRole('button', { name: '등록' });
    button.focus();

    rerender(
      <Button loading onClick={onClick}>
        등록
      </Button>,
    );

    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('sends its form once: neither a press nor Enter in a field submits it again while loading', async () => {
    const onSubmit = vi.fn();
    function Form({ loading }: { loading: boolean }) {
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <input aria-label="제목" />
          <Button type="submit" loading={loading}>
            등록
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Form loading={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '산책{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(<Form loading />);
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is really disabled when disabled for another reason', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        삭제
      </Button>,
    );

    const button = screen.getByRole('button', { name: '삭제' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
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
