import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp, { type Sharp } from 'sharp';

/**
 * Drawing with satori (an element tree of HTML and CSS as plain objects, laid out to SVG) and
 * resvg (SVG to pixels), in a drawing thread: the share cards and the posters' PNG.
 */

export type DrawnStyle = Record<string, string | number>;
/** What satori reads of a React element: a tag, its props, and React's `key`. */
export type DrawnElement = {
  type: string;
  props: {
    style?: DrawnStyle;
    src?: string;
    width?: number;
    height?: number;
    children?: DrawnChild;
  };
  key: null;
};
export type DrawnChild = string | DrawnElement | DrawnElement[];

/** A box with its style and, when given, its children (text or boxes). */
export const element = (type: string, style: DrawnStyle, children?: DrawnChild): DrawnElement => ({
  type,
  props: children === undefined ? { style } : { style, children },
  key: null,
});

const require = createRequire(import.meta.url);
const emojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));

/** An invisible picture for an emoji Twemoji does not draw: dropped rather than a box. */
const NO_EMOJI = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>').toString('base64')}`;

/** Twemoji's file name for an emoji: its code points, without U+FE0F unless it joins (ZWJ). */
function twemojiName(emoji: string): string {
  const sequence = emoji.includes('\u200d') ? emoji : emoji.replaceAll('\ufe0f', '');
  return [...sequence].map((character) => character.codePointAt(0)?.toString(16)).join('-');
}

async function emojiImage(emoji: string): Promise<string> {
  try {
    const svg = await readFile(path.join(emojiDir, `${twemojiName(emoji)}.svg`));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  } catch {
    return NO_EMOJI;
  }
}

/** The tree drawn at `width` × `height`, as a sharp image of its RGBA pixels to encode. */
export async function drawElement(
  tree: DrawnElement,
  size: { width: number; height: number },
  fonts: Font[],
): Promise<Sharp> {
  const svg = await satori(tree, {
    ...size,
    fonts,
    loadAdditionalAsset: async (code, segment) => (code === 'emoji' ? emojiImage(segment) : []),
  });
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render();
  return sharp(rendered.pixels, {
    raw: { width: rendered.width, height: rendered.height, channels: 4 },
  });
}

/** An SVG document as an image source satori places. */
export const svgImageSource = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
