import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageStrip } from './image-strip.tsx';

const images = [
  { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp' },
  { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp' },
];

describe('ImageStrip', () => {
  it('shows every picture at full size named by the title and position, the first fetched first', () => {
    render(<ImageStrip images={images} title="바닷가 산책" />);

    const pictures = within(screen.getByRole('list', { name: '본문 이미지' })).getAllByRole('img');
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/uploads/a.webp', '바닷가 산책 사진 1'],
      ['/uploads/b.webp', '바닷가 산책 사진 2'],
    ]);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
  });

  it('opens the tapped picture in the image viewer and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    render(<ImageStrip images={images} title="바닷가 산책" />);

    const second = screen.getByRole('button', { name: '바닷가 산책 사진 2 크게 보기' });
    await user.click(second);

    const viewer = screen.getByRole('dialog', { name: '이미지 2 / 2' });
    expect(within(viewer).getByRole('img', { name: '바닷가 산책 사진 2' })).toHaveAttribute(
      'src',
      '/uploads/b.webp',
    );
    await user.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('shows nothing without pictures', () => {
    const { container } = render(<ImageStrip images={[]} title="바닷가 산책" />);

    expect(container).toBeEmptyDOMElement();
  });
});
