/**
 * The logo's paw (apps/web/src/ui/icons/paw-icon.tsx) in a 64 × 64 box, as data: the cards and
 * the PNG poster place it as an SVG image, the PDF poster draws the same shapes with pdfkit.
 */
export const PAW = {
  pad: 'M32 30c-8 0-15 8.5-15 15.5 0 5 4 7.5 8.5 7.5 2.6 0 4.4-1.3 6.5-1.3s3.9 1.3 6.5 1.3c4.5 0 8.5-2.5 8.5-7.5C47 38.5 40 30 32 30z',
  toes: [
    { cx: 17, cy: 29, rx: 5, ry: 6.5, rotate: -20 },
    { cx: 26, cy: 18, rx: 5, ry: 7, rotate: 0 },
    { cx: 38, cy: 18, rx: 5, ry: 7, rotate: 0 },
    { cx: 47, cy: 29, rx: 5, ry: 6.5, rotate: 20 },
  ],
} as const;

export function pawSvg(colour: string): string {
  const toes = PAW.toes
    .map(({ cx, cy, rx, ry, rotate }) => {
      const turn = rotate === 0 ? '' : ` transform="rotate(${rotate} ${cx} ${cy})"`;
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${turn}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" fill="${colour}"><path d="${PAW.pad}"/>${toes}</svg>`;
}
