import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

describe('formatRelativeTime', () => {
  const now = new Date('2024-03-06T12:00:00+09:00');

  it('says how long ago within a week, then the date', () => {
    expect(formatRelativeTime('2024-03-06T11:59:30+09:00', now)).toBe('방금 전');
    expect(formatRelativeTime('2024-03-06T11:57:00+09:00', now)).toBe('3분 전');
    expect(formatRelativeTime('2024-03-06T09:30:00+09:00', now)).toBe('2시간 전');
    expect(formatRelativeTime('2024-03-01T12:00:00+09:00', now)).toBe('5일 전');
    expect(formatRelativeTime('2024-02-20T08:00:00+09:00', now)).toBe('2024-02-20');
  });
});
