/** "Zoë O'Brien-Smith" → "zoe.obrien.smith": a name as a username (letters and digits, dots between words). */
export function usernameFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 90);
}

/** The first of base, base2, base3… that `taken` does not hold. */
export function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The username made from the first of `sources` that gives at least 3 characters, else `fallback`. */
export function usernameBase(sources: string[], fallback: string): string {
  return sources.map(usernameFrom).find((base) => base.length >= 3) ?? fallback;
}
