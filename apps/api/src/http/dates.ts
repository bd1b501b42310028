/**
 * `YYYY-MM-DDTHH:mm:ss+09:00`: the site's time zone is Asia/Seoul, which has a fixed offset
 * (no daylight saving since 1988), so shifting by nine hours is exact.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export function formatSeoulDateTime(date: Date): string {
  return `${new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}
