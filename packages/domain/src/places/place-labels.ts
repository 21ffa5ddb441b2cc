/**
 * A name with its code in brackets, once: "John F. Kennedy International Airport (JFK)", also
 * when the name given already ends with it (the map search's airport names do) or is the code.
 */
export function nameWithCode(name: string, code: string | null | undefined): string {
  const title = name.trim();
  const tag = code?.trim().toUpperCase() ?? '';
  if (!tag) return title;
  if (!title || title.toUpperCase() === tag) return tag;
  return title.toUpperCase().includes(`(${tag})`) ? title : `${title} (${tag})`;
}
