import { SITE_TIME_ZONE } from '@daengnyang/contract/constants';
import {
  PET_COLORS,
  PET_POSTER_CONTACT_DEFAULT,
  PET_POSTER_WARNING,
  PET_REPORT_KIND_LABELS,
  PET_SEX_LABELS,
  type PetColor,
  SPECIES_LABELS,
  type Species,
} from '@daengnyang/contract/pet-reports';
import type { PosterSubject } from './repository.ts';

/** The kinds a poster is made for: an animal someone looks for, or one someone keeps. */
export const POSTER_KINDS = ['lost', 'sheltering'] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];

export const isPosterKind = (kind: string): kind is PosterKind =>
  (POSTER_KINDS as readonly string[]).includes(kind);

/**
 * What a poster says, the same in both formats (poster-pdf.ts, poster-drawing.ts lay it out).
 * Made from the report's readable fields only: the area text, never a point.
 */
export type PosterContent = {
  kind: PosterKind;
  /** 실종 | 보호 중 */
  heading: string;
  /** 고양이 · 코리안 숏헤어 · 암컷 */
  subject: string;
  facts: Array<{ label: string; value: string }>;
  /** The default sentence, or 연락처 and the phone number the author chose to show. */
  contact: string;
  warning: string;
  /** The post's public page, which the QR code opens. */
  postUrl: string;
};

/** The poster's own words beside the contract's labels. */
const LABELS = {
  colors: '털 색',
  marks: '특징',
  when: { lost: '실종 일시', sheltering: '발견 일시' },
  where: { lost: '실종 장소', sheltering: '발견 장소' },
  reward: '사례금',
  phone: '연락처',
  near: '부근',
  won: '원',
} as const;

const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const colourLabel = (id: string) =>
  PET_COLORS.find((colour) => colour.id === (id as PetColor))?.label;

export function posterContent(
  subject: PosterSubject & { kind: PosterKind },
  postUrl: string,
): PosterContent {
  const { kind } = subject;
  const sexLabel = subject.sex === 'unknown' ? null : PET_SEX_LABELS[subject.sex as 'M' | 'F'];
  const facts: PosterContent['facts'] = [];
  const colours = subject.colors.map(colourLabel).filter((label) => label !== undefined);
  if (colours.length > 0) facts.push({ label: LABELS.colors, value: colours.join(', ') });
  if (subject.marks) facts.push({ label: LABELS.marks, value: subject.marks });
  if (subject.eventAt) {
    facts.push({ label: LABELS.when[kind], value: dateTime.format(subject.eventAt) });
  }
  if (subject.areaText) {
    facts.push({ label: LABELS.where[kind], value: `${subject.areaText} ${LABELS.near}` });
  }
  if (subject.reward !== null && subject.reward > 0) {
    facts.push({
      label: LABELS.reward,
      value: `${subject.reward.toLocaleString('ko-KR')}${LABELS.won}`,
    });
  }
  const showsPhone = subject.contact === 'phone' && subject.phone !== null;
  return {
    kind,
    heading: PET_REPORT_KIND_LABELS[kind],
    subject: [SPECIES_LABELS[subject.species as Species], subject.breed, sexLabel]
      .filter((part) => part)
      .join(' · '),
    facts,
    contact: showsPhone ? `${LABELS.phone} ${subject.phone}` : PET_POSTER_CONTACT_DEFAULT,
    warning: PET_POSTER_WARNING,
    postUrl,
  };
}
