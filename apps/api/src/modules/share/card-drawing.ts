import { SHARE_CARD_SIZE, SITE_NAME, SITE_TAGLINE } from '@daengnyang/contract/share-cards';
import { pawSvg } from '../../workers/paw.ts';
import {
  type DrawnElement,
  type DrawnStyle,
  element,
  svgImageSource,
} from '../../workers/satori-drawing.ts';

/**
 * The drawn share cards as satori element trees (HTML and CSS as plain objects: the server
 * runs TypeScript without a JSX step). Colours and the logo are the web app's
 * (`apps/web/src/styles/tokens.css`, `apps/web/src/ui/logo.tsx`); every text is Pretendard Bold,
 * the one weight the renderer loads.
 */

const COLOURS = {
  accent: '#ffc421',
  accentSoft: '#fff6d9',
  accentText: '#8a6200',
  page: '#f2f4f8',
  surface: '#ffffff',
  text: '#1f2329',
  textMuted: '#636976',
  pawInk: '#3b2f1e',
} as const;

export const CARD_FONT_FAMILY = 'Pretendard';

/** The logo's paw as an image satori can place. */
export function pawImage(size: number, colour: string): DrawnElement {
  return {
    type: 'img',
    props: { src: svgImageSource(pawSvg(colour)), width: size, height: size },
    key: null,
  };
}

/** The wordmark: the paw in a round badge, then 댕냥. */
export function logo(options: {
  badge: number;
  fontSize: number;
  badgeColour: string;
}): DrawnElement {
  const { badge, fontSize, badgeColour } = options;
  return element('div', { display: 'flex', alignItems: 'center', gap: badge * 0.28 }, [
    element(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: badge,
        height: badge,
        borderRadius: badge / 2,
        background: badgeColour,
      },
      [pawImage(Math.round(badge * 0.62), COLOURS.pawInk)],
    ),
    element('div', { fontSize, letterSpacing: '-0.04em', color: COLOURS.text }, SITE_NAME),
  ]);
}

/** The card's whole 1200×600 frame: a column set in the card font. */
function frame(style: DrawnStyle, children: DrawnElement[]): DrawnElement {
  const { width, height } = SHARE_CARD_SIZE;
  return element(
    'div',
    {
      width,
      height,
      display: 'flex',
      flexDirection: 'column',
      fontFamily: CARD_FONT_FAMILY,
      fontWeight: 700,
      ...style,
    },
    children,
  );
}

/** Shorter titles are set larger; three lines at most, then an ellipsis. */
function titleFontSize(title: string): number {
  const characters = [...title].length;
  if (characters <= 14) return 84;
  if (characters <= 32) return 68;
  return 58;
}

/** A card for an item without a picture: its category and title on the site's page colours. */
export function titleCard(subject: { title: string; categoryName: string }): DrawnElement {
  return frame({ background: COLOURS.page }, [
    element('div', { height: 20, background: COLOURS.accent }),
    element(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        margin: 40,
        padding: '52px 64px 48px',
        borderRadius: 32,
        background: COLOURS.surface,
      },
      [
        element('div', { display: 'flex' }, [
          element(
            'div',
            {
              padding: '10px 24px',
              borderRadius: 999,
              background: COLOURS.accentSoft,
              color: COLOURS.accentText,
              fontSize: 30,
            },
            subject.categoryName,
          ),
        ]),
        element('div', { display: 'flex', flexGrow: 1, alignItems: 'center' }, [
          element(
            'div',
            {
              display: 'block',
              width: '100%',
              fontSize: titleFontSize(subject.title),
              lineHeight: 1.3,
              letterSpacing: '-0.02em',
              color: COLOURS.text,
              wordBreak: 'keep-all',
              overflowWrap: 'break-word',
              lineClamp: 3,
            },
            subject.title,
          ),
        ]),
        element('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
          logo({ badge: 64, fontSize: 44, badgeColour: COLOURS.accent }),
          element('div', { fontSize: 28, color: COLOURS.textMuted }, SITE_TAGLINE),
        ]),
      ],
    ),
  ]);
}

/** The site's card (home and list pages): the logo large on the accent colour. */
export function siteCard(): DrawnElement {
  return frame(
    { alignItems: 'center', justifyContent: 'center', gap: 36, background: COLOURS.accent },
    [
      logo({ badge: 176, fontSize: 148, badgeColour: COLOURS.surface }),
      element('div', { fontSize: 48, color: COLOURS.pawInk }, SITE_TAGLINE),
    ],
  );
}
