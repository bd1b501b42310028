/** Numbers read from a URL, where anyone can type anything. */

/** The `page` query of a list: a whole number from 1, else the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** An id of the path (a post, a notice), or null when it cannot be one: the API's ids are int4. */
export function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
