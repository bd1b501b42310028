import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from './page-window.ts';
import { Pager } from './pager.tsx';

function shownPages() {
  return within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('pageWindow', () => {
  it.each([
    [1, 3, 5, [1, 2, 3]],
    [1, 20, 5, [1, 2, 3, 4, 5]],
    [2, 20, 5, [1, 2, 3, 4, 5]],
    [7, 20, 5, [5, 6, 7, 8, 9]],
    [19, 20, 5, [16, 17, 18, 19, 20]],
    [20, 20, 5, [16, 17, 18, 19, 20]],
  ])('page %d of %d, %d at a time: %j', (page, total, size, expected) => {
    expect(pageWindow(page, total, size)).toEqual(expected);
  });
});

describe('Pager', () => {
  it('marks the current page and shows a window around it', () => {
    render(<Pager page={7} totalPages={20} onChange={vi.fn()} />);

    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(shownPages()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: '7 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: '6 페이지' })).not.toHaveAttribute('aria-current');
  });

  it('goes to a clicked page, the previous and the next', async () => {
    const onChange = vi.fn();
    render(<Pager page={7} totalPages={20} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: '9 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));

    expect(onChange.mock.calls).toEqual([[9], [6], [8]]);
  });

  it('does not report the page it is already on', async () => {
    const onChange = vi.fn();
    render(<Pager page={2} totalPages={3} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: '2 페이지' }));

    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={1} totalPages={4} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();

    rerender(<Pager page={4} totalPages={4} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onChange={vi.fn()} />);

    expect(container).toBeEmptyDOMElement();
  });
});
