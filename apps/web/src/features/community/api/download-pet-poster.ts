import type { PET_POSTER_FORMATS } from '@daengnyang/contract/pet-reports';
import { useMutation } from '@tanstack/react-query';
import { apiUrl, authorizationHeader, parseAnswer } from '@/api/api-client.ts';
import { answeredError, unansweredError } from '@/api/api-error.ts';
import { saveFile } from '@/lib/save-file.ts';

export type PetPosterFormat = (typeof PET_POSTER_FORMATS)[number];
export type DownloadPetPosterInput = {
  communityId: number;
  format: PetPosterFormat;
  /** The name the file is saved under. */
  fileName: string;
};

/** A first poster is drawn on the server before it answers: longer than a JSON call may take. */
const POSTER_TIMEOUT_MS = 30_000;

/**
 * Issue 23: the poster of a lost or sheltering report, for members only. A link cannot carry
 * the token (it lives in localStorage), so the file is fetched with it and saved from memory.
 */
export async function downloadPetPoster({ communityId, format, fileName }: DownloadPetPosterInput) {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/pet-reports/${communityId}/poster.${format}`), {
      headers: authorizationHeader(),
      signal: AbortSignal.timeout(POSTER_TIMEOUT_MS),
    });
  } catch (error) {
    throw unansweredError(error);
  }
  if (!response.ok) throw answeredError(response.status, parseAnswer(await response.text()));
  const blob = await response.blob().catch((error: unknown) => {
    throw unansweredError(error);
  });
  saveFile(blob, fileName);
}

export function useDownloadPetPoster() {
  return useMutation({ mutationFn: downloadPetPoster });
}
