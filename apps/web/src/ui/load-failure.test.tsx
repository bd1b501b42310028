import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure.tsx';

describe('LoadFailure', () => {
  it("announces the server's sentence and tries again on request", async () => {
    const onRetry = vi.fn();
    render(<LoadFailure message="게시글을 불러오지 못했습니다." onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('게시글을 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });
});
