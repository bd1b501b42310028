/**
 * Display formats of spec §9. The API sends `createdAt` as ISO text already in the site's time
 * zone, so dates and times are cut from the text rather than parsed, which would shift them
 * into the browser's zone.
 */

/** `2024-03-05T14:07:00` → `2024-03-05`. */
export function formatDate(createdAt: string): string {
  return createdAt.slice(0, 10);
}

/** `2024-03-05T14:07:00` → `14:07`. */
export function formatTime(createdAt: string): string {
  return createdAt.slice(11, 16);
}

const priceFormat = new Intl.NumberFormat('ko-KR');

/** `12900` → `12,900원`. */
export function formatPrice(price: number): string {
  return `${priceFormat.format(price)}원`;
}

// The parts, not the formatted text, so the result does not depend on a locale's punctuation.
const seoulDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function seoulPart(now: Date, type: Intl.DateTimeFormatPartTypes): string {
  return seoulDateFormat.formatToParts(now).find((item) => item.type === type)?.value ?? '';
}

/**
 * The site's calendar day at `now` as `YYYY-MM-DD`. The site's dates are Seoul dates (an event
 * runs on Seoul days), whatever zone the browser is in.
 */
export function seoulToday(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => seoulPart(now, type);
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * `now` as the API writes times, `2024-03-05T14:07:33+09:00`, so a time the browser stamps (a
 * draft kept in the browser) reads and formats like the server's.
 */
export function seoulTimestamp(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => seoulPart(now, type);
  return `${seoulToday(now)}T${part('hour')}:${part('minute')}:${part('second')}+09:00`;
}
