import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { foodImage } from '@/testing/mocks/food.ts';
import { FoodGallery } from './food-gallery.tsx';

describe('FoodGallery', () => {
  it("names the main picture by the admin's description, else by the title and position", async () => {
    const user = userEvent.setup();
    const images = [
      { ...foodImage('front'), description: '연어 사료 봉지 앞면' },
      foodImage('back'),
    ];
    render(<FoodGallery images={images} title="연어 사료" />);

    expect(screen.getByRole('img', { name: '연어 사료 봉지 앞면' })).toHaveAttribute(
      'src',
      images[0]?.imgUrl,
    );

    await user.click(screen.getByRole('button', { name: '연어 사료 사진 2 보기' }));

    expect(screen.getByRole('img', { name: '연어 사료 사진 2' })).toHaveAttribute(
      'src',
      images[1]?.imgUrl,
    );
  });
});
