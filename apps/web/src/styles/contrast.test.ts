import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The colour pairs of docs/colour-tokens.md, checked against the values in tokens.css: a token
 * change that drops a pair under WCAG AA, or leaves the documented ratio stale, fails here.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrastRatio(foreground: string, background: string): number {
  const first = relativeLuminance(parseHex(foreground));
  const second = relativeLuminance(parseHex(background));
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The `--color-*` custom properties of :root, with `var(--color-…)` references followed. */
function readColourTokens(css: string): Map<string, string> {
  const declared = new Map<string, string>();
  // Every group of these patterns always takes part in a match; the defaults only satisfy
  // noUncheckedIndexedAccess.
  for (const [, name = '', value = ''] of css.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)) {
    if (!declared.has(name)) declared.set(name, value.trim());
  }
  const resolve = (name: string, seen: readonly string[]): string => {
    const value = declared.get(name);
    if (value === undefined) throw new Error(`tokens.css has no ${name}`);
    const referenced = /^var\((--color-[\w-]+)\)$/.exec(value)?.[1];
    if (referenced === undefined) return value;
    if (seen.includes(referenced)) throw new Error(`${name} refers to itself`);
    return resolve(referenced, [...seen, referenced]);
  };
  return new Map([...declared.keys()].map((name) => [name, resolve(name, [name])]));
}

type DocumentedPair = { foreground: string; background: string; ratio: number; minimum: number };

/** Rows of the doc's contrast table: `| fg | bg | 4.98:1 | 4.5 |`, fg and bg a token or #hex. */
function readDocumentedPairs(markdown: string): DocumentedPair[] {
  const row =
    /^\|\s*`?(--color-[\w-]+|#[0-9a-f]{3,6})`?\s*\|\s*`?(--color-[\w-]+|#[0-9a-f]{3,6})`?\s*\|\s*([\d.]+):1\s*\|\s*([\d.]+)\s*\|$/gim;
  return [...markdown.matchAll(row)].map(
    ([, foreground = '', background = '', ratio, minimum]) => ({
      foreground,
      background,
      ratio: Number(ratio),
      minimum: Number(minimum),
    }),
  );
}

// Read from disk: Vitest hands CSS imports to tests as empty modules.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokens = readColourTokens(read('./tokens.css'));
function colourOf(tokenOrHex: string): string {
  if (tokenOrHex.startsWith('#')) return tokenOrHex;
  const value = tokens.get(tokenOrHex);
  if (value === undefined) throw new Error(`tokens.css has no ${tokenOrHex}`);
  return value;
}
const pairs = readDocumentedPairs(read('../../../../docs/colour-tokens.md'));

describe('contrastRatio', () => {
  it('gives the WCAG values of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the palest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('colour tokens', () => {
  it('documents the pairs the CSS draws, text and focus ring alike', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    const documented = new Set(pairs.map(({ foreground }) => foreground));
    for (const token of ['--color-text-muted', '--color-accent-text', '--color-focus']) {
      expect(documented).toContain(token);
    }
  });

  it('keeps the spec accent for fills and a darker shade for text', () => {
    expect(tokens.get('--color-accent')).toBe('#ffc421');
    expect(contrastRatio(colourOf('--color-accent'), colourOf('--color-surface'))).toBeLessThan(3);
  });

  it.each(pairs)(
    '$foreground on $background reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(colourOf(foreground), colourOf(background))).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );

  it.each(pairs)(
    '$foreground on $background is $ratio:1, as documented',
    ({ foreground, background, ratio }) => {
      const actual = contrastRatio(colourOf(foreground), colourOf(background));
      expect(Number(actual.toFixed(2))).toBe(ratio);
    },
  );
});
