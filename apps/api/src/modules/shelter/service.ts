import type { Paged } from '@daengnyang/contract/paging';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import type { ShelterAnimal, Species } from '@daengnyang/contract/pet-reports';
import { seoulDate } from '../../http/dates.ts';
import { notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, toPage } from '../../http/paging.ts';
import type { ModuleDeps } from '../deps.ts';
import { listShelterAnimals } from './repository.ts';
import { shelterAnimalWire } from './wire.ts';

/** The 보호소 공고 tab: the synced animals still in a shelter. */
export function createShelterService(
  deps: Pick<ModuleDeps, 'db' | 'imageUrls'> & { synced: boolean; now?: () => Date },
) {
  return {
    async list(query: PageRequest & { species?: Species }): Promise<Paged<ShelterAnimal>> {
      if (!deps.synced) throw notFound(PET_REPORT_MESSAGES.shelterAnimalsUnavailable);
      const today = seoulDate(deps.now?.() ?? new Date());
      const { rows, total } = await listShelterAnimals(deps.db, {
        species: query.species,
        today,
        limit: query.size,
        offset: offsetOf(query),
      });
      return toPage(
        rows.map((row) => shelterAnimalWire(row, deps.imageUrls, today)),
        total,
        query,
      );
    },
  };
}
export type ShelterService = ReturnType<typeof createShelterService>;
