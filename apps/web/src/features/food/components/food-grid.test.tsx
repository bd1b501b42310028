import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { foodItem } from '@/testing/mocks/food.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { FoodGrid } from './food-grid.tsx';

describe('FoodGrid', () => {
  it('fetches the first row of pictures at once and the next rows when scrolled to', () => {
    const foods = Array.from({ length: 6 }, (_, index) =>
      foodItem({ foodId: index + 1, title: `먹거리 ${index + 1}` }),
    );
    renderApp(<FoodGrid foods={foods} />);

    const pictures = within(screen.getByRole('list', { name: '먹거리 목록' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img'));
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture?.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });
});
