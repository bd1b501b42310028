import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const MAP_TABS = [
  { value: 1, label: '동물병원' },
  { value: 2, label: '카페' },
  { value: 3, label: '보호소' },
] as const;

function MapTabs({ onChange }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState<number>(1);
  return (
    <Tabs
      label="지도 카테고리"
      tabs={MAP_TABS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a named tab list with the selected tab marked and alone in the Tab order', () => {
    render(<MapTabs />);

    expect(screen.getByRole('tablist', { name: '지도 카테고리' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { name: '동물병원' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '카페' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '카페' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects a clicked tab', async () => {
    const onChange = vi.fn();
    render(<MapTabs onChange={onChange} />);

    await userEvent.click(screen.getByRole('tab', { name: '보호소' }));

    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('tab', { name: '보호소' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<MapTabs onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: '동물병원' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '카페' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '카페' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: '동물병원' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '보호소' })).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([2, 3, 1, 3]);
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<MapTabs />);

    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '보호소' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '동물병원' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '동물병원' })).toHaveAttribute('aria-selected', 'true');
  });

  it('points each tab at the panel it controls', () => {
    render(<Tabs label="검색 결과" tabs={MAP_TABS} value={1} onChange={vi.fn()} panelId="panel" />);

    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-controls', 'panel');
    }
  });
});
