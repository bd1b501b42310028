import { noticeDaysLeft, type ShelterAnimal } from '@daengnyang/contract/pet-reports';
import type { ImageFile, ImageUrls } from '../../images/urls.ts';

/** What the wire shape is made from: a stored animal's shown columns, whichever query read them. */
export type ShownShelterAnimal = Omit<
  ShelterAnimal,
  'species' | 'colors' | 'sex' | 'noticeDaysLeft' | 'images'
> & {
  species: string;
  colors: string[];
  sex: string;
  images: ImageFile[];
};

/**
 * A stored shelter animal in the wire shape (`ShelterAnimalSchema`), `today` being Seoul's day
 * (`YYYY-MM-DD`): its re-hosted photos' URLs, and the days left of its notice. Fields are named
 * one by one, so the registration number (`rfid`) and any later column stay on the server.
 */
export function shelterAnimalWire(
  row: ShownShelterAnimal,
  imageUrls: ImageUrls,
  today: string,
): ShelterAnimal {
  return {
    desertionNo: row.desertionNo,
    species: row.species as ShelterAnimal['species'],
    kindName: row.kindName,
    colorText: row.colorText,
    colors: row.colors as ShelterAnimal['colors'],
    age: row.age,
    weight: row.weight,
    sex: row.sex as ShelterAnimal['sex'],
    neutered: row.neutered,
    specialMark: row.specialMark,
    happenDate: row.happenDate,
    happenPlace: row.happenPlace,
    noticeNo: row.noticeNo,
    noticeStart: row.noticeStart,
    noticeEnd: row.noticeEnd,
    noticeDaysLeft: noticeDaysLeft(row.noticeEnd, today),
    processState: row.processState,
    careName: row.careName,
    careTel: row.careTel,
    careAddr: row.careAddr,
    images: row.images.map((image) => imageUrls.image({ ...image, description: null })),
  };
}
