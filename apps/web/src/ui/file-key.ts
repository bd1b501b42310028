const keys = new WeakMap<File, number>();
let nextKey = 0;

/** A stable React key for a picked file; names repeat (two "image.jpg"), File objects do not. */
export function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    key = nextKey++;
    keys.set(file, key);
  }
  return key;
}
