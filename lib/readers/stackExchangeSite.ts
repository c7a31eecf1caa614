// The Stack Exchange API `site` parameter for a host (stack-overflow-dom.md §9: "the host without
// .stackexchange.com"): stackoverflow.com -> "stackoverflow", math.stackexchange.com -> "math",
// meta.stackoverflow.com -> "meta.stackoverflow", serverfault.com -> "serverfault".

export function siteFromHost(host: string): string {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (name.endsWith('.stackexchange.com')) return name.slice(0, -'.stackexchange.com'.length);
  if (name.endsWith('.com')) return name.slice(0, -'.com'.length);
  return name; // mathoverflow.net is also its own API site name
}

/** The site of a question URL, or "" when the URL does not parse. */
export function siteFromUrl(url: string | undefined | null): string {
  if (!url) return '';
  try {
    return siteFromHost(new URL(url).hostname);
  } catch {
    return '';
  }
}
