import { SITE_TAGLINE } from '@daengnyang/contract/share-cards';
import { type DrawnElement, element, svgImageSource } from '../../workers/satori-drawing.ts';
import { logo, pawImage } from '../share/card-drawing.ts';
import type { PosterContent } from './poster-content.ts';
import { qrSvg } from './poster-qr.ts';
import { POSTER_COLOURS, POSTER_PNG_SIZE, QR_CAPTION } from './poster-style.ts';

/**
 * The messenger poster (1080 × 1528) as a satori tree: the PDF's layout, one column, set in
 * Pretendard with Korean kept whole between words (`keep-all`). `photo`: a data URL of the
 * picture already fitted to `PHOTO_BOX`, or null.
 */

export const POSTER_FONT_FAMILY = 'Pretendard';
const SIDE = 56;
const QR_SIZE = 210;
const FACT_FONT_SIZE = 36;
const FACT_GAP = 12;
/** The facts' two-line cap (a long 특징). */
const FACT_MAX_LINES = 2;
/** Characters that surely fit one line of a fact (Hangul at 36 px in 770 px, with a margin). */
const FACT_LINE_CHARACTERS = 18;
/** Band, contact and bottom row together, measured on the drawing (px). */
const FIXED_HEIGHT = 730;
const PHOTO_HEIGHT = { min: 300, max: 560 } as const;

/**
 * The photo's frame, the picture fitted inside it whole (poster-worker.ts): the room the facts
 * leave, each counted at its most lines (`lineClamp`), so nothing is pushed off the bottom.
 */
export function photoBox(content: PosterContent): { width: number; height: number } {
  const factLines = content.facts.reduce(
    (lines, fact) => lines + (fact.value.length > FACT_LINE_CHARACTERS ? FACT_MAX_LINES : 1),
    0,
  );
  const factsHeight = 30 + factLines * FACT_FONT_SIZE * 1.3 + content.facts.length * FACT_GAP;
  const room = POSTER_PNG_SIZE.height - FIXED_HEIGHT - factsHeight;
  return {
    width: POSTER_PNG_SIZE.width,
    height: Math.round(Math.max(PHOTO_HEIGHT.min, Math.min(PHOTO_HEIGHT.max, room))),
  };
}

function fact(label: string, value: string): DrawnElement {
  return element('div', { display: 'flex', alignItems: 'flex-start', gap: 24 }, [
    element(
      'div',
      {
        width: 170,
        flexShrink: 0,
        fontSize: 30,
        fontWeight: 700,
        color: POSTER_COLOURS.textMuted,
        paddingTop: 4,
      },
      label,
    ),
    element(
      'div',
      {
        display: 'block',
        flexGrow: 1,
        fontSize: FACT_FONT_SIZE,
        fontWeight: 400,
        lineHeight: 1.3,
        color: POSTER_COLOURS.text,
        wordBreak: 'keep-all',
        overflowWrap: 'break-word',
        lineClamp: FACT_MAX_LINES,
      },
      value,
    ),
  ]);
}

export function posterDrawing(
  content: PosterContent,
  photo: { source: string; width: number; height: number } | null,
): DrawnElement {
  const box = photoBox(content);
  const band = element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      padding: '20px 56px 30px',
      background: POSTER_COLOURS.band[content.kind],
      color: POSTER_COLOURS.onBand,
    },
    [
      element(
        'div',
        { fontSize: 150, fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
        content.heading,
      ),
      element(
        'div',
        { display: 'block', fontSize: 46, fontWeight: 700, lineClamp: 1, textAlign: 'center' },
        content.subject,
      ),
    ],
  );
  // Without a photo the frame keeps its place and shows the paw, so the poster keeps its shape.
  const picture = element(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: box.width,
      height: box.height,
      flexShrink: 0,
      background: POSTER_COLOURS.photoBackdrop,
    },
    [
      photo
        ? {
            type: 'img',
            props: { src: photo.source, width: photo.width, height: photo.height },
            key: null,
          }
        : pawImage(Math.round(box.height * 0.45), POSTER_COLOURS.placeholder),
    ],
  );
  const facts = element(
    'div',
    { display: 'flex', flexDirection: 'column', gap: FACT_GAP, padding: `30px ${SIDE}px 0` },
    content.facts.map(({ label, value }) => fact(label, value)),
  );
  const contact = element(
    'div',
    {
      display: 'flex',
      justifyContent: 'center',
      margin: `26px ${SIDE}px 0`,
      padding: '24px 32px',
      borderRadius: 24,
      background: POSTER_COLOURS.contactBackground,
      color: POSTER_COLOURS.contactText,
      fontSize: 42,
      fontWeight: 700,
      textAlign: 'center',
      wordBreak: 'keep-all',
    },
    content.contact,
  );
  const warning = element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      height: QR_SIZE + 44,
    },
    [
      element(
        'div',
        {
          display: 'block',
          padding: '22px 26px',
          borderRadius: 20,
          background: POSTER_COLOURS.warningBackground,
          color: POSTER_COLOURS.warningText,
          fontSize: 30,
          fontWeight: 400,
          lineHeight: 1.4,
          wordBreak: 'keep-all',
        },
        content.warning,
      ),
      element('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
        logo({ badge: 52, fontSize: 38, badgeColour: '#ffc421' }),
        element(
          'div',
          { fontSize: 26, fontWeight: 700, color: POSTER_COLOURS.textMuted },
          SITE_TAGLINE,
        ),
      ]),
    ],
  );
  const qr = element(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 },
    [
      {
        type: 'img',
        props: { src: svgImageSource(qrSvg(content.postUrl)), width: QR_SIZE, height: QR_SIZE },
        key: null,
      },
      element('div', { fontSize: 26, fontWeight: 700, color: POSTER_COLOURS.text }, QR_CAPTION),
    ],
  );
  const bottom = element(
    'div',
    {
      display: 'flex',
      alignItems: 'flex-end',
      gap: 32,
      marginTop: 'auto',
      padding: `0 ${SIDE}px 44px`,
    },
    [warning, qr],
  );
  return element(
    'div',
    {
      ...POSTER_PNG_SIZE,
      display: 'flex',
      flexDirection: 'column',
      fontFamily: POSTER_FONT_FAMILY,
      fontWeight: 700,
      background: '#ffffff',
    },
    [band, picture, facts, contact, bottom],
  );
}
