/**
 * Names the browser tab while the page shows. React 19 puts a `<title>` rendered anywhere into
 * `<head>`, ahead of index.html's own, and takes it out when the page goes; server-rendered
 * HTML gets it in `<head>` too. A page renders one at a time: two would both be in `<head>`.
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
