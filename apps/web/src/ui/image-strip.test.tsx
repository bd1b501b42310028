import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageStrip } from './image-strip.tsx';

const images = [
  { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp' },
  { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp' },
];

describe('ImageStrip', () => {
  it('shows every picture at full size, the first fetched at once and first', () => {
    render(<ImageStrip images={images} />);

    const pictures = within(screen.getByRole('list', { name: '본문 이미지' })).getAllByRole('img');
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/uploads/a.webp', '본문 이미지 1'],
      ['/uploads/b.webp', '본문 이미지 2'],
    ]);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('can open each picture at its own size in a new tab', () => {
    render(<ImageStrip images={images} linkToOriginal />);

    const link = screen.getByRole('link', { name: '본문 이미지 2' });
    expect(link).toHaveAttribute('href', '/uploads/b.webp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows nothing without pictures', () => {
    const { container } = render(<ImageStrip images={[]} />);

    expect(container).toBeEmptyDOMElement();
  });
});
