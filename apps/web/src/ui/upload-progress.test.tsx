import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress.tsx';

describe('UploadProgress', () => {
  it('is a named progress bar from 0 to 100', () => {
    render(<UploadProgress value={42} />);

    const bar = screen.getByRole('progressbar', { name: '이미지 업로드 중' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it.each([
    [-5, '0'],
    [33.4, '33'],
    [130, '100'],
  ])('shows %d as %s', (value, shown) => {
    render(<UploadProgress value={value} />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', shown);
  });
});
