import type { Image } from '@daengnyang/contract/common';

/**
 * A picture's alternative text: what its author wrote about it, or else what it belongs to and
 * its position (`{제목} 사진 2`), for pictures nobody described.
 */
export function imageAlt(image: Image, altBase: string, index: number): string {
  return image.description ?? `${altBase} ${index + 1}`;
}
