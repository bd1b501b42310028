import { describe, expect, it } from 'vitest';
import type { Version } from '../../src/db/revisions.ts';
import { isSmallChange, MAX_CHANGED_CHARACTERS } from '../../src/modules/editing/quick-fix.ts';

const version = (title: string, content: string, overrides: Partial<Version> = {}): Version => ({
  categoryId: 2,
  title,
  content,
  images: [],
  ...overrides,
});
const image = {
  path: 'community/a.webp',
  thumbPath: 'community/a-thumb.webp',
  width: 1,
  height: 1,
};

describe('the quick-fix measure', () => {
  it('counts removed plus added code points of title and content, up to 100', () => {
    const long = '가'.repeat(5_000);
    // 50 syllables replaced: 50 removed + 50 added.
    const replaced = `${'나'.repeat(50)}${long.slice(50)}`;
    expect(isSmallChange(version('제목', long), version('제목', replaced))).toBe(true);
    // One more replaced syllable in the title tips it over.
    expect(isSmallChange(version('제목', long), version('제묵', replaced))).toBe(false);
    // 100 added emoji are 100 code points (200 UTF-16 units): still a quick fix.
    const emoji = '🐶'.repeat(MAX_CHANGED_CHARACTERS);
    expect(isSmallChange(version('제목', long), version('제목', `${long}${emoji}`))).toBe(true);
    expect(isSmallChange(version('제목', long), version('제목', `${long}${emoji}!`))).toBe(false);
  });

  it('is never a quick fix when the category or the images change', () => {
    expect(isSmallChange(version('a', 'b'), version('a', 'b', { categoryId: 3 }))).toBe(false);
    const withImage = version('a', 'b', { images: [{ ...image, description: null }] });
    expect(isSmallChange(version('a', 'b'), withImage)).toBe(false);
    const described = version('a', 'b', { images: [{ ...image, description: '산책' }] });
    expect(isSmallChange(withImage, described)).toBe(false);
    expect(isSmallChange(withImage, withImage)).toBe(true);
  });
});
