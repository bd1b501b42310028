import { describe, expect, it } from 'vitest';
import { eventStatus, formatEventPeriod } from './event-status.ts';

const NOVEMBER = { startsOn: '2026-11-01', endsOn: '2026-11-30' };

describe('eventStatus', () => {
  it.each([
    ['2026-10-31', 'upcoming'],
    ['2026-11-01', 'ongoing'],
    ['2026-11-15', 'ongoing'],
    ['2026-11-30', 'ongoing'],
    ['2026-12-01', 'ended'],
  ])('on %s the November event is %s', (today, status) => {
    expect(eventStatus(NOVEMBER, today)).toBe(status);
  });

  it('runs a one-day event on that day only', () => {
    const oneDay = { startsOn: '2026-11-24', endsOn: '2026-11-24' };
    expect(eventStatus(oneDay, '2026-11-23')).toBe('upcoming');
    expect(eventStatus(oneDay, '2026-11-24')).toBe('ongoing');
    expect(eventStatus(oneDay, '2026-11-25')).toBe('ended');
  });
});

describe('formatEventPeriod', () => {
  it('leaves out the year within this year', () => {
    expect(formatEventPeriod(NOVEMBER, '2026-11-24')).toEqual(['11.01', '11.30']);
  });

  it('names the years when a day is in another year', () => {
    expect(formatEventPeriod(NOVEMBER, '2027-01-05')).toEqual(['2026.11.01', '2026.11.30']);
    expect(
      formatEventPeriod({ startsOn: '2026-12-20', endsOn: '2027-01-10' }, '2026-12-01'),
    ).toEqual(['2026.12.20', '2027.01.10']);
  });
});
