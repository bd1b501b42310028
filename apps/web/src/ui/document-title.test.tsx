import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title.tsx';

afterEach(() => document.head.replaceChildren());

describe('DocumentTitle', () => {
  it("names the tab over index.html's own <title>, and follows a new title", () => {
    const siteTitle = document.createElement('title');
    siteTitle.textContent = '댕냥';
    document.head.append(siteTitle);

    const { rerender } = render(<DocumentTitle title="홈 | 댕냥" />);
    expect(document.title).toBe('홈 | 댕냥');

    rerender(<DocumentTitle title="지도 | 댕냥" />);
    expect(document.title).toBe('지도 | 댕냥');
  });
});
