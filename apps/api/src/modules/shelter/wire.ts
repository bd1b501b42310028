import { noticeDaysLeft, type ShelterAnimal } from '@daengnyang/contract/pet-reports';
import type { ImageUrls } from '../../images/urls.ts';
import type { ShelterAnimalRow } from './repository.ts';

/**
 * A stored shelter animal in the wire shape (`ShelterAnimalSchema`), `today` being Seoul's day
 * (`YYYY-MM-DD`): its re-hosted photos' URLs, and the days left of its notice. The registration
 * number (`rfid`) stays on the server.
 */
export function shelterAnimalWire(
  row: ShelterAnimalRow,
  imageUrls: ImageUrls,
  today: string,
): ShelterAnimal {
  const { rfid: _rfid, orgName: _orgName, images, ...shown } = row;
  return {
    ...shown,
    noticeDaysLeft: noticeDaysLeft(row.noticeEnd, today),
    images: images.map((image) => imageUrls.image({ ...image, description: null })),
  };
}
