import { describe, expect, it } from 'vitest';
import { parseId, parsePage } from './url-numbers.ts';

describe('parsePage', () => {
  it('reads a whole page number from 1', () => {
    expect(parsePage('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'abc'])('falls back to the first page for %j', (value) => {
    expect(parsePage(value)).toBe(1);
  });
});

describe('parseId', () => {
  it('reads an id up to the largest int4', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '-1', '2.5', 'x', '2147483648'])('refuses %j', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
