import { SITE_TIME_ZONE } from '@daengnyang/contract/constants';

/**
 * The site time zone's UTC offset (`+09:00` for Asia/Seoul), read once: the zone has a fixed
 * offset (no daylight saving since 1988), so shifting every date by it is exact.
 */
function siteOffset(): { text: string; ms: number } {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) throw new Error(`${SITE_TIME_ZONE} has no fixed UTC offset: ${name}`);
  const [, sign, hours, minutes] = match;
  const ms = (Number(hours) * 60 + Number(minutes)) * 60 * 1000;
  return { text: `${sign}${hours}:${minutes}`, ms: sign === '-' ? -ms : ms };
}

const SITE_OFFSET = siteOffset();

/** `YYYY-MM-DDTHH:mm:ss+09:00` in the site's time zone (wire-contract §1). */
export function formatSeoulDateTime(date: Date): string {
  return `${new Date(date.getTime() + SITE_OFFSET.ms).toISOString().slice(0, 19)}${SITE_OFFSET.text}`;
}

/** `YYYY-MM-DD`: the day it is in the site's time zone at `date`. */
export function seoulDate(date: Date): string {
  return formatSeoulDateTime(date).slice(0, 10);
}
