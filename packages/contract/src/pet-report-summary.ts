import { SITE_TIME_ZONE } from './constants.ts';
import {
  PET_COLORS,
  PET_REPORT_KIND_LABELS,
  PET_SEX_LABELS,
  type PetReportKind,
  SPECIES_LABELS,
} from './pet-reports.ts';

/**
 * The summary line the server writes above a report's content (issue 23, decision 033), so that
 * clients knowing only the base contract show the report. What it reads of a report as stored.
 */
export type SummarisedReport = {
  kind: string;
  species: string;
  breed: string | null;
  sex: string;
  colors: readonly string[];
  eventAt: Date | null;
  areaText: string | null;
  contact: string;
  reward: number | null;
  region: string | null;
};

const SUMMARY_GAP = '\n\n';
const KIND_LABELS = Object.values(PET_REPORT_KIND_LABELS);

const eventText = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SITE_TIME_ZONE,
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "11월 24일 19:30" in the site's time zone. */
function eventDate(at: Date): string {
  const parts = Object.fromEntries(
    eventText.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.month}월 ${parts.day}일 ${parts.hour}:${parts.minute}`;
}

const colorLabels = (colors: readonly string[]) =>
  PET_COLORS.filter((color) => colors.includes(color.id))
    .map((color) => color.label)
    .join('·');

/**
 * The one-line summary written above a report's content, for clients that know only the base
 * contract: "[실종] 고양이 · 코리안 숏헤어 · 암컷 · 검정 / 11월 24일 19:30 · 부산진구 전포동 /
 * 연락: 댓글". Public like the content: never the point, the registration number, the withheld
 * detail nor the phone number (that is for signed-in members; the card shows it to them).
 */
export function petReportSummary(report: SummarisedReport): string {
  const animal = [
    SPECIES_LABELS[report.species as keyof typeof SPECIES_LABELS],
    report.breed,
    report.sex === 'unknown' ? null : PET_SEX_LABELS[report.sex as 'M' | 'F'],
    colorLabels(report.colors) || null,
  ].filter((part) => part);
  const where = report.eventAt
    ? [eventDate(report.eventAt), report.areaText]
    : [report.region && `지역: ${report.region}`];
  const contact = report.eventAt
    ? [`연락: ${report.contact === 'phone' ? '전화 (로그인한 회원에게 공개)' : '댓글'}`]
    : [];
  const reward = report.reward ? [`사례금 ${report.reward.toLocaleString('ko-KR')}원`] : [];
  const kind = PET_REPORT_KIND_LABELS[report.kind as PetReportKind];
  return [
    `[${kind}] ${animal.join(' · ')}`,
    where.filter((part) => part).join(' · '),
    ...contact,
    ...reward,
  ]
    .filter((part) => part)
    .join(' / ');
}

/** A blank line, as a browser's form sends it (CR LF) or as it is typed. */
const BLANK_LINE = /\r?\n\r?\n/;

/** The content without a summary line a report wrote above it (an edit sends it back). */
export function withoutSummary(content: string): string {
  const gap = BLANK_LINE.exec(content);
  const firstLine = gap ? content.slice(0, gap.index) : content;
  const isSummary =
    !/[\r\n]/.test(firstLine) && KIND_LABELS.some((label) => firstLine.startsWith(`[${label}] `));
  if (!isSummary) return content;
  return gap ? content.slice(gap.index + gap[0].length) : '';
}

/** The content as stored: the report's summary on top of the author's words, never two. */
export function contentWithSummary(content: string, report: SummarisedReport | null): string {
  const words = withoutSummary(content);
  return report ? `${petReportSummary(report)}${SUMMARY_GAP}${words}` : words;
}
