import { PET_COLORS, type PetColor, type Species } from '@daengnyang/contract/pet-reports';
import type { ServiceAnimal } from './animal-service.ts';

/**
 * What the sync keeps of one animal of the public service, read from its documented fields
 * (`desertionNo`, `upKindCd`, `colorCd`, `sexCd`, `neuterYn`, `happenDt`, `noticeSdt`, …).
 */
export type ShelterAnimalFields = {
  desertionNo: string;
  species: Species;
  kindName: string;
  colorText: string;
  colors: PetColor[];
  age: string;
  weight: string;
  sex: 'M' | 'F' | 'unknown';
  neutered: boolean | null;
  specialMark: string;
  happenDate: string;
  happenPlace: string;
  noticeNo: string;
  noticeStart: string;
  noticeEnd: string;
  processState: string;
  careName: string;
  careTel: string;
  careAddr: string;
  orgName: string;
  rfid: string | null;
  sourceUpdatedAt: Date;
  /** The photos' addresses on the service (plain http), in order, without repeats. */
  photoUrls: string[];
};

const SPECIES_BY_UP_KIND: Record<string, Species> = {
  '417000': 'dog',
  '422400': 'cat',
  '429900': 'other',
};
const SEXES: Record<string, ShelterAnimalFields['sex']> = { M: 'M', F: 'F', Q: 'unknown' };
const NEUTERED: Record<string, boolean | null> = { Y: true, N: false, U: null };
const PHOTO_FIELDS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `popfile${n}`);

/** A field as text: the service writes numbers for some (`desertionNo`, `age` in places). */
const text = (animal: ServiceAnimal, field: string): string => {
  const value = animal[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** `20250610` → `2025-06-10`; null when it is not a real date. */
export function isoDate(compact: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact.replace(/-/g, ''));
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** `2025-06-10 16:44:33.0`, Seoul time → the instant; null when unreadable. */
function seoulTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value);
  if (!match) return null;
  const parsed = new Date(`${match[1]}T${match[2]}+09:00`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The palette words, longest first, so that "검은색" reads as 검은 and never as 은 (gray). */
const COLOR_WORDS = PET_COLORS.flatMap((color) =>
  color.words.map((word) => ({ word, id: color.id as PetColor })),
).sort((a, b) => b.word.length - a.word.length);

/**
 * The palette colours named in the service's free text (`검정&흰색`, `치즈`, `흑갈색`): read
 * from left to right, taking at each place the longest palette word that starts there.
 */
export function colorsOf(colorText: string): PetColor[] {
  const found = new Set<PetColor>();
  let at = 0;
  while (at < colorText.length) {
    const hit = COLOR_WORDS.find(({ word }) => colorText.startsWith(word, at));
    if (hit) found.add(hit.id);
    at += hit ? hit.word.length : 1;
  }
  return PET_COLORS.map((color) => color.id).filter((id) => found.has(id));
}

const speciesOf = (animal: ServiceAnimal): Species => {
  const byCode = SPECIES_BY_UP_KIND[text(animal, 'upKindCd')];
  if (byCode) return byCode;
  const fullName = text(animal, 'kindFullNm');
  if (fullName.startsWith('[개]')) return 'dog';
  if (fullName.startsWith('[고양이]')) return 'cat';
  return 'other';
};

/** The kind without its species prefix: `[개] 믹스견` → `믹스견`. */
const kindNameOf = (animal: ServiceAnimal) =>
  text(animal, 'kindNm') || text(animal, 'kindFullNm').replace(/^\[[^\]]*\]\s*/, '');

function photoUrlsOf(animal: ServiceAnimal): string[] {
  const urls = [...PHOTO_FIELDS, 'popfile'].map((field) => text(animal, field));
  return [...new Set(urls.filter((url) => /^https?:\/\//i.test(url)))];
}

/** 동물등록번호 digits only; null when the service has none. */
const rfidOf = (animal: ServiceAnimal) => text(animal, 'rfidCd').replace(/\D/g, '') || null;

/**
 * One animal of the service as the sync keeps it, or null when it lacks what a notice needs
 * (its number, the day it was found, the notice's days).
 */
export function readShelterAnimal(animal: ServiceAnimal, now: Date): ShelterAnimalFields | null {
  const desertionNo = text(animal, 'desertionNo');
  const happenDate = isoDate(text(animal, 'happenDt'));
  const noticeStart = isoDate(text(animal, 'noticeSdt'));
  const noticeEnd = isoDate(text(animal, 'noticeEdt'));
  if (!/^\d{1,30}$/.test(desertionNo) || !happenDate || !noticeStart || !noticeEnd) return null;
  const colorText = text(animal, 'colorCd');
  return {
    desertionNo,
    species: speciesOf(animal),
    kindName: kindNameOf(animal),
    colorText,
    colors: colorsOf(colorText),
    age: text(animal, 'age'),
    weight: text(animal, 'weight'),
    sex: SEXES[text(animal, 'sexCd')] ?? 'unknown',
    neutered: NEUTERED[text(animal, 'neuterYn')] ?? null,
    specialMark: text(animal, 'specialMark'),
    happenDate,
    happenPlace: text(animal, 'happenPlace'),
    noticeNo: text(animal, 'noticeNo'),
    noticeStart,
    noticeEnd,
    processState: text(animal, 'processState'),
    careName: text(animal, 'careNm'),
    careTel: text(animal, 'careTel'),
    careAddr: text(animal, 'careAddr'),
    orgName: text(animal, 'orgNm'),
    rfid: rfidOf(animal),
    sourceUpdatedAt: seoulTime(text(animal, 'updTm')) ?? now,
    photoUrls: photoUrlsOf(animal),
  };
}
