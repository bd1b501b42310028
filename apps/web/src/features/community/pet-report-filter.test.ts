import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  isFiltering,
  offersShelterNotices,
  parsePetReportFilter,
  petReportBoardView,
  petReportFilterSearch,
  petReportListParams,
} from './pet-report-filter.ts';

const search = (query: string) => new URLSearchParams(query);

describe('the filters of a report board in its URL', () => {
  it('reads every filter of category 6 and writes them back in a fixed order', () => {
    const filter = parsePetReportFilter(
      6,
      search('days=7&radius=3&status=resolved&species=cat&kind=lost'),
    );

    expect(filter).toEqual({
      kind: 'lost',
      species: 'cat',
      status: 'resolved',
      radius: 3,
      days: 7,
    });
    expect(petReportFilterSearch(filter, 2)).toBe(
      'kind=lost&species=cat&status=resolved&radius=3&days=7&page=2',
    );
  });

  it('drops what a board does not offer or nobody could choose', () => {
    // 임보 요청 is a kind of category 7, reports of category 7 have no place, 14 days is no choice.
    expect(parsePetReportFilter(6, search('kind=fosterRequest&days=14&status=x'))).toEqual({
      kind: null,
      species: null,
      status: null,
      radius: null,
      days: null,
    });
    expect(parsePetReportFilter(7, search('kind=fosterRequest&radius=3')).radius).toBeNull();
    expect(isFiltering(parsePetReportFilter(6, search('sort=popular&page=2')))).toBe(false);
  });

  it('asks the API for every status unless one is chosen, and for a point only with a distance', () => {
    expect(petReportListParams(6, parsePetReportFilter(6, search('species=dog')), 1)).toEqual({
      category: 6,
      status: 'all',
      page: 1,
      size: 10,
      species: 'dog',
    });
    const origin = { lat: 35.2, lng: 129.1 };
    expect(
      petReportListParams(6, parsePetReportFilter(6, search('status=active&radius=5')), 3, origin),
    ).toEqual({
      category: 6,
      status: 'active',
      page: 3,
      size: 10,
      radius: 5,
      lat: 35.2,
      lng: 129.1,
    });
    // The default centre (35.1595454, 129.0616078) is sent as its 0.01° grid cell's centre.
    expect(MAP_DEFAULTS.centre.lat).not.toBe(35.16);
    expect(petReportListParams(6, parsePetReportFilter(6, search('radius=1')), 1)).toMatchObject({
      lat: 35.16,
      lng: 129.06,
    });
  });

  it('shows the 보호소 공고 section only on 임보·입양 and only where the site config offers it', () => {
    expect(offersShelterNotices(7, { shelterAnimals: true })).toBe(true);
    expect(offersShelterNotices(7, {})).toBe(false);
    expect(offersShelterNotices(6, { shelterAnimals: true })).toBe(false);
    expect(petReportBoardView(7, search('view=shelter'), true)).toEqual({ view: 'shelter' });
    expect(petReportBoardView(7, search('view=shelter'), false)).toEqual({ view: 'posts' });
    expect(petReportBoardView(7, search('view=shelter&kind=adoption'), false)).toMatchObject({
      view: 'reports',
    });
  });
});
