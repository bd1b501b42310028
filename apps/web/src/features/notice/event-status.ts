import type { EventPeriod } from '@daengnyang/contract/notice';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

/**
 * Where `today` falls in the period; both are Seoul calendar days (`YYYY-MM-DD`), which compare
 * as text, and both ends of the period are days of the event.
 */
export function eventStatus(period: EventPeriod, today: string): EventStatus {
  if (today < period.startsOn) return 'upcoming';
  if (today > period.endsOn) return 'ended';
  return 'ongoing';
}

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: '예정',
  ongoing: '진행중',
  ended: '마감',
};

/** `2026-11-01` → `11.01`, or `2026.11.01` when the year needs saying. */
function formatDay(day: string, withYear: boolean): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${year}.${month}.${date}` : `${month}.${date}`;
}

/**
 * `11.01 – 11.30` within this year; with the years (`2025.12.20 – 2026.01.10`) when either day
 * is in another year, so a past or a turn-of-the-year event is not mistaken for this year's.
 */
export function formatEventPeriod(period: EventPeriod, today: string): [string, string] {
  const year = today.slice(0, 4);
  const withYear = !period.startsOn.startsWith(year) || !period.endsOn.startsWith(year);
  return [formatDay(period.startsOn, withYear), formatDay(period.endsOn, withYear)];
}
