import sharp from 'sharp';

/**
 * A small PNG made here, standing in for a pet photo: a coloured card `width` × 480 px with a
 * white paw in the middle. Shaped as Playwright's file payload, for a file field or a chooser.
 */
export async function petPicture(name: string, background: string, width = 640) {
  const middle = width / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="480">
    <rect width="${width}" height="480" fill="${background}"/>
    <g fill="#ffffff" opacity="0.9">
      <ellipse cx="${middle}" cy="290" rx="70" ry="58"/>
      <circle cx="${middle - 80}" cy="200" r="30"/><circle cx="${middle - 30}" cy="160" r="30"/>
      <circle cx="${middle + 30}" cy="160" r="30"/><circle cx="${middle + 80}" cy="200" r="30"/>
    </g>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
