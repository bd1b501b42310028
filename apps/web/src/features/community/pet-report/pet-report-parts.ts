import { lazyPart } from '@/lib/lazy-part.ts';

/**
 * The report's card and matches section, apart from the post page's initial JS (decision 037):
 * rendered by the server with the post, hydrated when their code arrives.
 */
export const PetReportCardPart = lazyPart(() => import('./pet-report-card.tsx'), 'PetReportCard');
export const PetMatchesPart = lazyPart(() => import('./pet-matches.tsx'), 'PetMatches');

/** Called by the server before it renders a post that carries a report. */
export function preloadPetReportParts(): Promise<unknown> {
  return Promise.all([PetReportCardPart.preload(), PetMatchesPart.preload()]);
}
