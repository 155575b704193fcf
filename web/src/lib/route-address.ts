/*
 * Free of imports: the build (app/landing-pages.ts) preloads a landing page's first answers from
 * its HTML at the very addresses the page then fetches through callRoute (call-route.ts).
 */

/** The route's path with its {names} filled in, and its query, in the order given. */
export function addressOf(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  const searched = search.toString();
  return searched ? `${filled}?${searched}` : filled;
}
