import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title.tsx';

describe('DocumentTitle', () => {
  it("names the tab over index.html's own <title>, follows a new title and gives it back", () => {
    const siteTitle = document.createElement('title');
    siteTitle.textContent = '댕냥';
    document.head.append(siteTitle);

    const { rerender, unmount } = render(<DocumentTitle title="홈 | 댕냥" />);
    expect(document.title).toBe('홈 | 댕냥');

    rerender(<DocumentTitle title="지도 | 댕냥" />);
    expect(document.title).toBe('지도 | 댕냥');

    unmount();
    expect(document.title).toBe('댕냥');
    siteTitle.remove();
  });

  it('goes into <head>, not where the page renders it', () => {
    const { container } = render(<DocumentTitle title="먹거리 | 댕냥" />);

    expect(container).toBeEmptyDOMElement();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('먹거리 | 댕냥');
  });

  it("hands the tab to the next page's title", () => {
    const { rerender } = render(<DocumentTitle key="home" title="홈 | 댕냥" />);

    rerender(<DocumentTitle key="map" title="지도 | 댕냥" />);

    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('지도 | 댕냥');
  });
});
