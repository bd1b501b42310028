import { PET_COLORS } from '@daengnyang/contract/pet-reports';
import type { ProfiledReport, ShelterCandidateRow } from './repository.ts';
import { type MatchProfile, wordsOf } from './scoring.ts';

export function reportProfile(report: ProfiledReport): MatchProfile {
  return {
    species: report.species,
    breed: report.breed,
    sex: report.sex,
    size: report.size,
    ageBand: report.ageBand,
    colors: report.colors,
    marks: report.marks,
    registrationNumber: report.registrationNumber,
    at: report.windowAt,
    areaWords: wordsOf([report.areaText, report.region].filter(Boolean).join(' ')),
  };
}

/** "2020(년생)" → its age band this year; "(60일미만)" and the like are babies. */
function shelterAgeBand(age: string, year: number): string {
  const born = /(\d{4})\s*\(년생\)/.exec(age);
  if (!born) return /일|개월/.test(age) ? 'baby' : 'unknown';
  const years = year - Number(born[1]);
  if (years < 1) return 'baby';
  if (years <= 3) return 'young';
  if (years <= 7) return 'adult';
  return 'senior';
}

/** "8.8(Kg)" → the palette's size band. */
function shelterSize(weight: string): string {
  const kg = Number.parseFloat(weight);
  if (!Number.isFinite(kg) || kg <= 0) return 'unknown';
  if (kg < 10) return 'small';
  if (kg < 25) return 'medium';
  return 'large';
}

/** The palette colours of the service's free-text colour ("검정&흰색"), when the sync gave none. */
function shelterColors(row: ShelterCandidateRow): string[] {
  if (row.colors.length > 0) return row.colors;
  return PET_COLORS.filter((color) => color.words.some((word) => row.colorText.includes(word))).map(
    (color) => color.id,
  );
}

/** A shelter notice's day found, at noon in Korea (the service gives only the date). */
export const shelterFoundAt = (happenDate: string) => new Date(`${happenDate}T12:00:00+09:00`);

export function shelterProfile(row: ShelterCandidateRow): MatchProfile {
  const at = shelterFoundAt(row.happenDate);
  return {
    species: row.species,
    breed: row.kindName,
    sex: row.sex === 'M' || row.sex === 'F' ? row.sex : 'unknown',
    size: shelterSize(row.weight),
    ageBand: shelterAgeBand(row.age, at.getUTCFullYear()),
    colors: shelterColors(row),
    marks: row.specialMark,
    registrationNumber: row.rfid,
    at,
    areaWords: wordsOf(`${row.happenPlace} ${row.careAddr}`),
  };
}
