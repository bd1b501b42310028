import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testPlace } from '../test-places.ts';
import { PlaceInfoCard } from './place-info-card.tsx';

const hospital = testPlace({ mapInfoId: 1, name: '행복동물병원', content: '고양이 진료 전문' });

function details() {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('PlaceInfoCard', () => {
  it('is a region headed by the place name with its details', () => {
    render(<PlaceInfoCard place={hospital} onClose={vi.fn()} />);

    const card = screen.getByRole('region', { name: '행복동물병원' });
    expect(within(card).getByRole('heading', { name: '행복동물병원' })).toBeInTheDocument();
    expect(card).toHaveTextContent('고양이 진료 전문');
    expect(details()).toEqual({
      주소: '부산광역시 부산진구 중앙대로 672',
      전화: '051-123-4567',
      운영시간: '09:00 ~ 21:00',
      휴게시간: '13:00 ~ 14:00',
    });
    expect(screen.getByRole('link', { name: '051-123-4567' })).toHaveAttribute(
      'href',
      'tel:0511234567',
    );
  });

  it('shows the 24-hour line only for places open all day, and always the warning', () => {
    const { rerender } = render(<PlaceInfoCard place={hospital} onClose={vi.fn()} />);
    expect(screen.queryByText('24시간 운영')).not.toBeInTheDocument();
    expect(
      screen.getByText('운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.'),
    ).toBeInTheDocument();

    rerender(<PlaceInfoCard place={{ ...hospital, fullTime: true }} onClose={vi.fn()} />);
    expect(screen.getByText('24시간 운영')).toBeInTheDocument();
  });

  it('leaves out details the place does not have', () => {
    render(
      <PlaceInfoCard
        place={{ ...hospital, phoneNumber: null, breakTime: '', content: null }}
        onClose={vi.fn()}
      />,
    );

    expect(Object.keys(details())).toEqual(['주소', '운영시간']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(<PlaceInfoCard place={hospital} onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));

    expect(onClose).toHaveBeenCalledOnce();
  });
});
