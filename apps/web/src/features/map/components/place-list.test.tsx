import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testPlace } from '../test-places.ts';
import { PlaceList } from './place-list.tsx';

// 0.01° of latitude is about 1.1 km.
const far = testPlace({ mapInfoId: 1, name: '먼동물병원' }, { lat: 0.02, lng: 0 });
const near = testPlace(
  { mapInfoId: 2, name: '가까운동물병원', fullTime: true },
  { lat: 0.003, lng: 0 },
);
const middle = testPlace({ mapInfoId: 3, name: '중간동물병원' }, { lat: -0.01, lng: 0 });

function names() {
  return within(screen.getByRole('list', { name: '가까운 장소' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('span span')?.textContent);
}

describe('PlaceList', () => {
  it('lists the places nearest first with their distance', () => {
    render(
      <PlaceList
        places={[far, near, middle]}
        origin={MAP_DEFAULTS.centre}
        selectedPlaceId={null}
        onSelect={vi.fn()}
      />,
    );

    expect(names()).toEqual(['가까운동물병원', '중간동물병원', '먼동물병원']);
    const [first, second, third] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('334m');
    expect(first).toHaveTextContent('24시간');
    expect(second).toHaveTextContent('1.1km');
    expect(third).toHaveTextContent('2.2km');
  });

  it('marks the selected place and reports a chosen one', async () => {
    const onSelect = vi.fn();
    render(
      <PlaceList
        places={[far, near]}
        origin={MAP_DEFAULTS.centre}
        selectedPlaceId={1}
        onSelect={onSelect}
      />,
    );

    expect(screen.getByRole('button', { name: /먼동물병원/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: /가까운동물병원/ })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(screen.getByRole('button', { name: /가까운동물병원/ }));
    expect(onSelect).toHaveBeenCalledWith(near);
  });

  it('says so when there is nothing nearby', () => {
    render(
      <PlaceList
        places={[]}
        origin={MAP_DEFAULTS.centre}
        selectedPlaceId={null}
        onSelect={vi.fn()}
      />,
    );

    expect(screen.getByText('주변에 등록된 장소가 없습니다.')).toBeInTheDocument();
  });

  it('walks the list with the arrow keys and chooses a place with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <PlaceList
        places={[far, near, middle]}
        origin={MAP_DEFAULTS.centre}
        selectedPlaceId={null}
        onSelect={onSelect}
      />,
    );
    const nearest = screen.getByRole('button', { name: /가까운동물병원/ });
    const second = screen.getByRole('button', { name: /중간동물병원/ });
    const farthest = screen.getByRole('button', { name: /먼동물병원/ });

    act(() => nearest.focus());
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(farthest).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(farthest).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(nearest).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(middle);
  });
});
