import { z } from 'zod';

/** What the browser needs of the server's configuration (public values only). */
export const SiteConfigSchema = z.object({
  /** Null → the web app uses the Leaflet map with `mapTileUrl`. */
  googleMapsApiKey: z.string().nullable(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  /**
   * Additive: Kakao's JavaScript key (`KAKAO_JAVASCRIPT_KEY`, a public, domain-bound key) for
   * KakaoTalk sharing; null → the share menu offers no KakaoTalk button. The SDK loads only on
   * that button's click.
   */
  kakaoJavascriptKey: z.string().nullable().optional(),
  /**
   * Additive (issue 23): whether shelter animals are synced (`ANIMAL_PROTECTION_API_KEY` set);
   * false → 임보·입양 shows no 보호소 공고 tab.
   */
  shelterAnimals: z.boolean().optional(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
