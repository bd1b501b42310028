import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AttachedImages } from './attached-images.tsx';

const images = [
  { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp', description: null },
  { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp', description: null },
];

describe('AttachedImages', () => {
  it('shows thumbnails named after what they belong to', () => {
    render(<AttachedImages images={images} label="호두아빠님의 리뷰 사진" />);

    const thumbnails = within(
      screen.getByRole('list', { name: '호두아빠님의 리뷰 사진' }),
    ).getAllByRole('img');
    expect(thumbnails.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/uploads/a-thumb.webp', '호두아빠님의 리뷰 사진 1'],
      ['/uploads/b-thumb.webp', '호두아빠님의 리뷰 사진 2'],
    ]);
  });

  it('opens the full-size picture in the viewer, where the next one is a tap away', async () => {
    const user = userEvent.setup();
    render(<AttachedImages images={images} label="보리님의 댓글 사진" />);

    await user.click(screen.getByRole('button', { name: '보리님의 댓글 사진 1 크게 보기' }));
    const viewer = screen.getByRole('dialog', { name: '이미지 1 / 2' });
    expect(within(viewer).getByRole('img', { name: '보리님의 댓글 사진 1' })).toHaveAttribute(
      'src',
      '/uploads/a.webp',
    );
    await user.click(within(viewer).getByRole('button', { name: '다음 이미지' }));
    expect(within(viewer).getByRole('img', { name: '보리님의 댓글 사진 2' })).toHaveAttribute(
      'src',
      '/uploads/b.webp',
    );
  });

  it('shows nothing without pictures', () => {
    const { container } = render(<AttachedImages images={[]} label="호두아빠님의 리뷰 사진" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names a thumbnail by its author's description when there is one", () => {
    const described = [
      { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp', description: null },
      {
        imgUrl: '/uploads/b.webp',
        thumbImgUrl: '/uploads/b-thumb.webp',
        description: '사료 봉지 뒷면',
      },
    ];
    render(<AttachedImages images={described} label="호두아빠님의 리뷰 사진" />);

    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '호두아빠님의 리뷰 사진 1',
      '사료 봉지 뒷면',
    ]);
    expect(screen.getByRole('button', { name: '사료 봉지 뒷면 크게 보기' })).toBeInTheDocument();
  });
});
