import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is announced once as loading, however many lines it draws', () => {
    const { container } = render(<Skeleton count={4} />);

    expect(screen.getByRole('status', { name: '불러오는 중' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status').childElementCount).toBe(4);
    expect(container.textContent).toBe('');
  });

  it('draws cards in the requested columns', () => {
    render(<Skeleton variant="cards" count={8} columns={4} />);

    const grid = screen.getByRole('status');
    expect(grid.childElementCount).toBe(8);
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, 1fr)' });
  });
});
