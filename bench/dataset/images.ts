import type { Random } from '../../apps/api/src/db/seed/random.ts';
import type { CopyRow, CopyValue } from '../load/copy-format.ts';

/** Common phone-camera frames, after the upload pipeline's resize. */
const FRAMES = [
  [1080, 1080],
  [1080, 1350],
  [1280, 960],
  [960, 1280],
] as const;

/** The image columns after the owner's id: path, thumb_path, width, height, position, created_at. */
export const IMAGE_COLUMNS = ['path', 'thumb_path', 'width', 'height', 'position', 'created_at'];

/**
 * An image row's own columns. The files do not exist: the benchmark measures the API, which
 * only builds URLs from these keys (`bench/…` keeps them apart from real uploads).
 */
function imageValues(random: Random, key: string, position: number, createdAt: Date): CopyValue[] {
  const [width, height] = random.pick(FRAMES);
  return [
    `bench/${key}-${position + 1}.webp`,
    `bench/${key}-${position + 1}-thumb.webp`,
    width,
    height,
    position,
    createdAt,
  ];
}

/**
 * The image rows of a table's owners (posts, foods, reviews…): `pictures(i)` images for owner
 * i, ids numbered from 1 in owner order.
 */
export function* imageRows(
  random: Random,
  options: {
    owners: number;
    folder: string;
    ownerId: (index: number) => number;
    createdAt: (index: number) => number;
    pictures: (index: number) => number;
  },
): Generator<CopyRow> {
  let id = 0;
  for (let index = 0; index < options.owners; index++) {
    const ownerId = options.ownerId(index);
    const created = new Date(options.createdAt(index));
    const pictures = options.pictures(index);
    for (let position = 0; position < pictures; position++) {
      id += 1;
      yield [
        id,
        ownerId,
        ...imageValues(random, `${options.folder}/${ownerId}`, position, created),
      ];
    }
  }
}
