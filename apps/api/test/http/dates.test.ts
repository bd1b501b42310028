import { describe, expect, it } from 'vitest';
import { formatSeoulDateTime } from '../../src/http/dates.ts';

describe('dates on the wire', () => {
  it('shows an instant in Seoul time with its offset', () => {
    expect(formatSeoulDateTime(new Date('2024-03-01T00:00:00.123Z'))).toBe(
      '2024-03-01T09:00:00+09:00',
    );
  });

  it('moves to the next day in Seoul from 15:00 UTC', () => {
    expect(formatSeoulDateTime(new Date('2024-12-31T15:30:45Z'))).toBe('2025-01-01T00:30:45+09:00');
  });
});
