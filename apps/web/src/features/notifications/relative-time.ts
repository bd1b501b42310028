import { formatDate } from '@/lib/format.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';

const relativeFormat = new Intl.RelativeTimeFormat('ko', { numeric: 'always' });
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago, for what happened lately (notifications): `방금 전`, `3분 전`, `2시간 전`,
 * `5일 전`, then the date. Only for pages the browser renders itself: it reads the clock.
 */
export function formatRelativeTime(dateTime: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(dateTime).getTime();
  if (elapsed < MINUTE_MS) return NOTIFICATION_MESSAGES.justNow;
  if (elapsed < HOUR_MS) return relativeFormat.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relativeFormat.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relativeFormat.format(-Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(dateTime);
}
