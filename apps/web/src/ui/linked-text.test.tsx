import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, splitLinks } from './linked-text.tsx';

function renderText(text: string) {
  const { container } = render(
    <p>
      <LinkedText text={text} />
    </p>,
  );
  return container.querySelector('p');
}

describe('LinkedText', () => {
  it('links an http(s) address for a new tab, marked as unvouched user content', () => {
    const paragraph = renderText('사료 정보는 https://example.com/food?id=3 에 있어요');

    const link = screen.getByRole('link', { name: 'https://example.com/food?id=3' });
    expect(link).toHaveAttribute('href', 'https://example.com/food?id=3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(paragraph).toHaveTextContent('사료 정보는 https://example.com/food?id=3 에 있어요');
  });

  it('leaves a Korean particle written right after an address outside the link', () => {
    const paragraph = renderText(
      'http://pets.example.kr/walk에서 봤어요. https://a.example.com은요?',
    );

    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'http://pets.example.kr/walk',
      'https://a.example.com',
    ]);
    expect(paragraph).toHaveTextContent(
      'http://pets.example.kr/walk에서 봤어요. https://a.example.com은요?',
    );
  });

  it('leaves the punctuation that closes the sentence outside the link', () => {
    renderText(
      '여기(https://example.com/a_(b))를 보세요, https://example.com/c. 그리고 https://example.com/d!',
    );

    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a_(b)',
      'https://example.com/c',
      'https://example.com/d',
    ]);
  });

  it('keeps javascript: and other schemes as text', () => {
    const paragraph = renderText(
      'javascript:alert(1) data:text/html,<b>x</b> ftp://example.com //example.com www.example.com',
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(paragraph).toHaveTextContent(
      'javascript:alert(1) data:text/html,<b>x</b> ftp://example.com //example.com www.example.com',
    );
  });

  it('keeps markup as text, also when it sits next to an address', () => {
    const paragraph = renderText(
      '<script>alert(1)</script>https://example.com/"><img src=x onerror=alert(1)>',
    );

    expect(paragraph?.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.com/');
    expect(paragraph).toHaveTextContent(
      '<script>alert(1)</script>https://example.com/"><img src=x onerror=alert(1)>',
    );
  });

  it('links nothing in text without an address, and nothing for a bare scheme', () => {
    expect(splitLinks('산책 다녀왔어요')).toEqual([{ kind: 'text', text: '산책 다녀왔어요' }]);
    expect(splitLinks('https:// 와 http://localhost 는 주소가 아니에요')).toEqual([
      { kind: 'text', text: 'https:// 와 http://localhost 는 주소가 아니에요' },
    ]);
    expect(splitLinks('http://[::1 은 잘못된 주소')).toEqual([
      { kind: 'text', text: 'http://[::1 은 잘못된 주소' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
