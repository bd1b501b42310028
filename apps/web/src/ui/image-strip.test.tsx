import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageStrip } from './image-strip.tsx';

const images = [
  { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp', description: null },
  { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp', description: null },
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

  it("names a picture by its author's description, the others by title and position", async () => {
    const user = userEvent.setup();
    const described = [
      {
        imgUrl: '/uploads/a.webp',
        thumbImgUrl: '/uploads/a-thumb.webp',
        description: '모래사장을 달리는 갈색 푸들',
      },
      { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp', description: null },
    ];
    render(<ImageStrip images={described} title="바닷가 산책" />);

    const pictures = within(screen.getByRole('list', { name: '본문 이미지' })).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      '모래사장을 달리는 갈색 푸들',
      '바닷가 산책 사진 2',
    ]);

    await user.click(screen.getByRole('button', { name: '모래사장을 달리는 갈색 푸들 크게 보기' }));
    const viewer = screen.getByRole('dialog', { name: '이미지 1 / 2' });
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('모래사장을 달리는 갈색 푸들');
    await user.click(within(viewer).getByRole('button', { name: '다음 이미지' }));
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('바닷가 산책 사진 2');
  });
});
