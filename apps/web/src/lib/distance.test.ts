import { describe, expect, it } from 'vitest';
import { distanceMetres } from './distance.ts';

describe('distanceMetres', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMetres({ lat: 35.1595, lng: 129.0616 }, { lat: 35.1595, lng: 129.0616 })).toBe(
      0,
    );
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceMetres({ lat: 35, lng: 129 }, { lat: 36, lng: 129 })).toBeCloseTo(111_195, -1);
  });

  it('measures Seomyeon to Busan Station as about 5 km', () => {
    const seomyeon = { lat: 35.1577, lng: 129.0592 };
    const busanStation = { lat: 35.1152, lng: 129.0422 };
    expect(distanceMetres(seomyeon, busanStation)).toBeCloseTo(4970, -2);
  });
});
