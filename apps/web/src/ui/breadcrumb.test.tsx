import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb.tsx';

describe('Breadcrumb', () => {
  it('links the way back and marks the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: '커뮤니티', href: '/community/1' }, { label: '강아지' }]} />
      </MemoryRouter>,
    );

    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(nav).getByRole('link', { name: '커뮤니티' })).toHaveAttribute(
      'href',
      '/community/1',
    );
    expect(within(nav).getByText('강아지')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('does not link the current page even when it has an address', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { label: '커뮤니티', href: '/community/1' },
            { label: '고양이', href: '/community/4' },
          ]}
        />
      </MemoryRouter>,
    );

    expect(screen.queryByRole('link', { name: '고양이' })).not.toBeInTheDocument();
    expect(screen.getByText('고양이')).toHaveAttribute('aria-current', 'page');
  });
});
