import QRCode from 'qrcode';

/**
 * The QR code of the post's page as one SVG path in module units (`size` × `size`, without the
 * quiet zone, which the layouts leave around it): pdfkit draws the path as vectors, satori
 * places it as an SVG image. Level M survives a crease or a smudge on a printed poster.
 */
export type QrPath = { size: number; path: string };

export function qrPath(url: string): QrPath {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

/** The code as an SVG document with a quiet zone of four modules, black on white. */
export function qrSvg(url: string): string {
  const { size, path } = qrPath(url);
  const whole = size + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${whole} ${whole}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${whole}" height="${whole}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
