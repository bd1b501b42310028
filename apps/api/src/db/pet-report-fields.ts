import type { PetReportInput } from '@daengnyang/contract/pet-reports';

/**
 * The fields of a pet report stored as they are sent, whatever its category: the API's
 * writes (modules/pet-reports/report-values.ts) and the sample seed store them alike.
 */
export function describedAnimal(input: PetReportInput) {
  return {
    kind: input.kind,
    species: input.species,
    breed: input.breed ?? null,
    sex: input.sex,
    neutered: input.neutered,
    ageBand: input.ageBand,
    size: input.size,
    colors: input.colors,
    marks: input.marks ?? null,
    reward: input.reward ?? null,
  };
}
