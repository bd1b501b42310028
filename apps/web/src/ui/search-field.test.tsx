import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('searches the trimmed word with Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchField variant="bar" onSearch={onSearch} />);

    await userEvent.type(
      screen.getByRole('searchbox', { name: '검색어' }),
      '  강아지 사료 {Enter}',
    );

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('강아지 사료');
  });

  it('searches with the icon button, and ignores a blank word', async () => {
    const onSearch = vi.fn();
    render(<SearchField variant="hero" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '검색어' });

    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, '고양이');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('고양이');
  });

  it('starts from the word searched last', () => {
    render(<SearchField variant="bar" initialWord="산책" onSearch={vi.fn()} />);

    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('산책');
  });

  it('searches the word typed into the server’s page before the app took it over', async () => {
    const onSearch = vi.fn();
    const page = <SearchField variant="hero" onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed while the box was still the server's HTML: React never saw the keys.
    const box = container.querySelector('input');
    if (box === null) throw new Error('no search box');
    box.value = '  사료  ';

    render(page, { container, hydrate: true });
    await userEvent.click(screen.getByRole('button', { name: '검색' }));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('사료');
    container.remove();
  });
});
