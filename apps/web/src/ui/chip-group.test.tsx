import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChipGroup } from './chip-group.tsx';

const CATEGORIES = [
  { value: 1, label: '전체' },
  { value: 3, label: '강아지' },
  { value: 4, label: '고양이' },
] as const;

describe('ChipGroup', () => {
  it('is a named group with the chosen chip pressed', () => {
    render(<ChipGroup label="카테고리" options={CATEGORIES} value={3} onChange={vi.fn()} />);

    expect(screen.getByRole('group', { name: '카테고리' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '강아지' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports the chip chosen', async () => {
    const onChange = vi.fn();
    render(<ChipGroup label="카테고리" options={CATEGORIES} value={1} onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: '고양이' }));

    expect(onChange).toHaveBeenCalledWith(4);
  });
});
