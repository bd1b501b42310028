import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageViewer } from './image-viewer.tsx';

const images = [
  { imgUrl: '/uploads/a.webp', thumbImgUrl: '/uploads/a-thumb.webp', description: null },
  { imgUrl: '/uploads/b.webp', thumbImgUrl: '/uploads/b-thumb.webp', description: null },
  { imgUrl: '/uploads/c.webp', thumbImgUrl: '/uploads/c-thumb.webp', description: null },
];

function Gallery({ startIndex = 0 }: { startIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        사진 보기
      </button>
      {open && (
        <ImageViewer
          images={images}
          startIndex={startIndex}
          altBase="바닷가 산책 사진"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function openViewer(startIndex = 0) {
  const user = userEvent.setup();
  render(<Gallery startIndex={startIndex} />);
  await user.click(screen.getByRole('button', { name: '사진 보기' }));
  return user;
}

const shownPicture = () => within(screen.getByRole('dialog')).getByRole('img');

describe('ImageViewer', () => {
  it('opens on the tapped picture, with focus inside on 닫기', async () => {
    await openViewer(1);

    expect(screen.getByRole('dialog', { name: '이미지 2 / 3' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(shownPicture()).toHaveAttribute('src', '/uploads/b.webp');
    expect(shownPicture()).toHaveAccessibleName('바닷가 산책 사진 2');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it('turns with the arrow keys and stops at either end', async () => {
    const user = await openViewer();

    await user.keyboard('{ArrowLeft}');
    expect(shownPicture()).toHaveAttribute('src', '/uploads/a.webp');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownPicture()).toHaveAttribute('src', '/uploads/c.webp');
    expect(shownPicture()).toHaveAccessibleName('바닷가 산책 사진 3');
    expect(screen.getByRole('dialog', { name: '이미지 3 / 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shownPicture()).toHaveAttribute('src', '/uploads/c.webp');
    await user.keyboard('{ArrowLeft}');
    expect(shownPicture()).toHaveAttribute('src', '/uploads/b.webp');
  });

  it('turns with a sideways swipe, not with a short touch', async () => {
    await openViewer();
    const picture = shownPicture();

    fireEvent.pointerDown(picture, { clientX: 300 });
    fireEvent.pointerUp(picture, { clientX: 290 });
    expect(shownPicture()).toHaveAttribute('src', '/uploads/a.webp');

    fireEvent.pointerDown(picture, { clientX: 300 });
    fireEvent.pointerUp(picture, { clientX: 120 });
    expect(shownPicture()).toHaveAttribute('src', '/uploads/b.webp');

    fireEvent.pointerDown(shownPicture(), { clientX: 100 });
    fireEvent.pointerUp(shownPicture(), { clientX: 260 });
    expect(shownPicture()).toHaveAttribute('src', '/uploads/a.webp');
  });

  it('has previous and next buttons, each off at its end', async () => {
    const user = await openViewer();

    expect(screen.getByRole('button', { name: '이전 이미지' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '다음 이미지' }));
    expect(shownPicture()).toHaveAttribute('src', '/uploads/b.webp');
    expect(screen.getByRole('button', { name: '이전 이미지' })).toBeEnabled();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = await openViewer();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 보기' })).toHaveFocus();
  });

  it('keeps Tab inside the viewer', async () => {
    const user = await openViewer(1);

    await user.tab();
    expect(screen.getByRole('button', { name: '이전 이미지' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '다음 이미지' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });
});
