import type { PosterKind } from './poster-content.ts';

/**
 * The posters' colours, the same in both formats: the band says at a glance which kind of
 * poster it is (red for a lost animal, green for one kept safe); the rest is the site's palette
 * (apps/web/src/styles/tokens.css).
 */
export const POSTER_COLOURS = {
  band: { lost: '#d92d20', sheltering: '#1f7a4d' } satisfies Record<PosterKind, string>,
  onBand: '#ffffff',
  text: '#1f2329',
  textMuted: '#636976',
  photoBackdrop: '#f2f4f8',
  /** The paw drawn where a post without a picture would show one. */
  placeholder: '#c9ced6',
  contactBackground: '#fff6d9',
  contactText: '#5c4100',
  warningBackground: '#fdecea',
  warningText: '#9f1d14',
} as const;

/** The messenger image's size (contract: 1080 × 1528, about A4's proportions). */
export const POSTER_PNG_SIZE = { width: 1080, height: 1528 } as const;

/** What the QR code's caption says. */
export const QR_CAPTION = 'QR로 게시글 보기';
