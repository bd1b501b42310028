import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { EmptyState } from './empty-state.tsx';
import { SearchPromptIllustration } from './illustrations/search-prompt-illustration.tsx';

describe('EmptyState', () => {
  it('shows the message under a decorative picture', () => {
    const { container } = render(<EmptyState message={EMPTY_MESSAGES.myPosts} />);

    expect(screen.getByText('작성한 게시글이 없습니다.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another picture and a next step', () => {
    const { container } = render(
      <EmptyState
        message={EMPTY_MESSAGES.searchResults}
        illustration={<SearchPromptIllustration />}
      >
        <a href="/community/register">글쓰기</a>
      </EmptyState>,
    );

    expect(screen.getByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '글쓰기' })).toBeInTheDocument();
  });
});
