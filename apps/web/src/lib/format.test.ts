import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatTime, seoulTimestamp, seoulToday } from './format.ts';

describe('format', () => {
  const createdAt = '2024-03-05T14:07:33+09:00';

  it('shows the date as the first 10 characters', () => {
    expect(formatDate(createdAt)).toBe('2024-03-05');
  });

  it('shows the time as characters 11 to 16', () => {
    expect(formatTime(createdAt)).toBe('14:07');
  });

  it('does not move a late-evening time into another day', () => {
    expect(formatDate('2024-12-31T23:59:00+09:00')).toBe('2024-12-31');
    expect(formatTime('2024-12-31T23:59:00+09:00')).toBe('23:59');
  });

  it.each([
    [12900, '12,900원'],
    [0, '0원'],
    [990, '990원'],
    [1234567, '1,234,567원'],
    [1000000000, '1,000,000,000원'],
  ])('shows the price %d as %s', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });

  it('tells the Seoul day, which starts 9 hours before the UTC day', () => {
    expect(seoulToday(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(seoulToday(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulToday(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('stamps a browser time as the API writes times, in Seoul', () => {
    expect(seoulTimestamp(new Date('2026-11-30T15:04:05Z'))).toBe('2026-12-01T00:04:05+09:00');
    expect(seoulTimestamp(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-30T11:30:00+09:00');
  });
});
