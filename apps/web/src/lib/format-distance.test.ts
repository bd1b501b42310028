import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it.each([
    [0, '0m'],
    [349.6, '350m'],
    [999, '999m'],
    [1000, '1.0km'],
    [1234, '1.2km'],
    [15_050, '15.1km'],
  ])('shows %d metres as %s', (metres, shown) => {
    expect(formatDistance(metres)).toBe(shown);
  });
});
