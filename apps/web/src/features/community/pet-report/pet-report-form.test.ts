import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import { describe, expect, it } from 'vitest';
import { petReport } from '@/testing/mocks/pet-report-detail.ts';
import { checkPetReport, type PetReportFormValue, startingPetReport } from './pet-report-form.ts';

const NOW = Date.parse('2026-11-27T12:00:00+09:00');

function lostCat(overrides: Partial<PetReportFormValue> = {}): PetReportFormValue {
  return {
    ...startingPetReport(undefined),
    kind: 'lost',
    species: 'cat',
    eventAt: '2026-11-24T19:30',
    point: { lat: 35.15691, lng: 129.06432 },
    pointMoved: true,
    areaText: '부산진구 전포동',
    ...overrides,
  };
}

const sent = (checked: ReturnType<typeof checkPetReport>) => {
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return JSON.parse(checked.fields) as Record<string, unknown>;
};

describe('checkPetReport', () => {
  it('names every missing field of a new lost report with the contract words', () => {
    const checked = checkPetReport(startingPetReport(undefined), 6, { editing: false, now: NOW });

    expect(checked).toEqual({
      ok: false,
      errors: {
        kind: PET_REPORT_MESSAGES.petReportKindInvalid,
        species: PET_REPORT_MESSAGES.petReportSpeciesRequired,
        eventAt: PET_REPORT_MESSAGES.petReportEventAtRequired,
        lat: PET_REPORT_MESSAGES.petReportPlaceRequired,
        areaText: PET_REPORT_MESSAGES.petReportAreaRequired,
      },
    });
  });

  it('refuses a bad registration number, phone, reward and a time in the future', () => {
    const checked = checkPetReport(
      lostCat({
        registrationNumber: '12345',
        contact: 'phone',
        phone: '12-34',
        reward: '십만원',
        eventAt: '2026-11-28T09:00',
      }),
      6,
      { editing: false, now: NOW },
    );

    expect(checked.ok ? {} : checked.errors).toEqual({
      registrationNumber: PET_REPORT_MESSAGES.petReportRegistrationInvalid,
      phone: PET_REPORT_MESSAGES.petReportPhoneInvalid,
      reward: PET_REPORT_MESSAGES.petReportRewardInvalid,
      eventAt: PET_REPORT_MESSAGES.petReportEventAtInvalid,
    });
  });

  it('asks for the phone when it is to be shown, and for the region in category 7', () => {
    const phone = checkPetReport(lostCat({ contact: 'phone' }), 6, { editing: false, now: NOW });
    const foster = checkPetReport(
      { ...startingPetReport(undefined), kind: 'adoption', species: 'dog' },
      7,
      { editing: false, now: NOW },
    );

    expect(phone.ok ? {} : phone.errors).toEqual({
      phone: PET_REPORT_MESSAGES.petReportPhoneRequired,
    });
    expect(foster.ok ? {} : foster.errors).toEqual({
      region: PET_REPORT_MESSAGES.petReportRegionRequired,
    });
  });

  it('sends the report of category 6 in Seoul time with the picked point', () => {
    const report = sent(
      checkPetReport(
        lostCat({
          breed: '코리안 숏헤어',
          colors: ['black', 'white'],
          registrationNumber: '410123456789012',
          secretDetail: '배에 하트 모양 점',
          contact: 'phone',
          phone: '010-1234-5678',
          reward: '300000',
          neutered: 'yes',
          region: '지역은 7번 게시판에만',
        }),
        6,
        { editing: false, now: NOW },
      ),
    );

    expect(report).toEqual({
      kind: 'lost',
      species: 'cat',
      sex: 'unknown',
      neutered: true,
      ageBand: 'unknown',
      breed: '코리안 숏헤어',
      size: 'unknown',
      colors: ['black', 'white'],
      marks: '',
      registrationNumber: '410123456789012',
      secretDetail: '배에 하트 모양 점',
      eventAt: '2026-11-24T19:30:00+09:00',
      lat: 35.15691,
      lng: 129.06432,
      areaText: '부산진구 전포동',
      contact: 'phone',
      phone: '010-1234-5678',
      reward: 300000,
    });
  });

  it('on an edit keeps the stored point and withheld fields unless picked or typed anew', () => {
    const editing = startingPetReport(
      petReport({ withheld: { registrationNumber: true, secretDetail: true } }),
    );

    const kept = sent(checkPetReport(editing, 6, { editing: true, now: NOW }));
    const moved = sent(
      checkPetReport({ ...editing, point: { lat: 35.16, lng: 129.07 }, pointMoved: true }, 6, {
        editing: true,
        now: NOW,
      }),
    );

    expect(editing.eventAt).toBe('2026-11-24T19:30');
    expect(kept).not.toHaveProperty('lat');
    expect(kept).not.toHaveProperty('lng');
    expect(kept).not.toHaveProperty('registrationNumber');
    expect(kept).not.toHaveProperty('secretDetail');
    expect(kept).toMatchObject({ eventAt: '2026-11-24T19:30:00+09:00', reward: 300000 });
    expect(moved).toMatchObject({ lat: 35.16, lng: 129.07 });
  });

  it('leaves the place and contact out of category 7', () => {
    const report = sent(
      checkPetReport(
        {
          ...startingPetReport(undefined),
          kind: 'fosterRequest',
          species: 'dog',
          region: '부산 해운대구',
          vaccinated: 'no',
          point: { lat: 35.1, lng: 129.1 },
          areaText: '전포동',
        },
        7,
        { editing: false, now: NOW },
      ),
    );

    expect(report).toEqual({
      kind: 'fosterRequest',
      species: 'dog',
      sex: 'unknown',
      neutered: null,
      ageBand: 'unknown',
      vaccinated: false,
      region: '부산 해운대구',
      conditions: '',
    });
  });
});
