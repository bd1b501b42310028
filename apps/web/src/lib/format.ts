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

/**
 * `1234567` → `1,234,567`, as ko-KR groups digits. Written out rather than with
 * `Intl.NumberFormat`: building that formatter loads the locale's data, which a CPU profile of
 * the home page's load found the costliest line of the app's first script.
 */
function groupThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** `12900` → `12,900원`. */
export function formatPrice(price: number): string {
  return `${groupThousands(price)}원`;
}

/**
 * Seoul's wall clock at `now` (`2024-03-05T14:07:33`). Korea has kept UTC+9 all year since 1988
 * (no daylight saving), so a fixed offset is exact for every date the site shows, in any browser
 * zone, and needs no time-zone data (`Intl.DateTimeFormat` with a zone is as slow to build as
 * the number formatter above).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const seoulWallClock = (now: Date) =>
  new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);

/**
 * The site's calendar day at `now` as `YYYY-MM-DD`. The site's dates are Seoul dates (an event
 * runs on Seoul days), whatever zone the browser is in.
 */
export function seoulToday(now: Date = new Date()): string {
  return seoulWallClock(now).slice(0, 10);
}

/**
 * `now` as the API writes times, `2024-03-05T14:07:33+09:00`, so a time the browser stamps (a
 * draft kept in the browser) reads and formats like the server's.
 */
export function seoulTimestamp(now: Date = new Date()): string {
  return `${seoulWallClock(now)}+09:00`;
}
