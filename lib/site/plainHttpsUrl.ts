// One URL gate for every page and record detector (pageKinds.ts, githubIssuePages.ts, readers/githubIssueApi.ts):
// only https, no port, no credentials — an address a site's own pages use. Pure: never throws.

/** The parsed URL when `url` is an https URL without a port or credentials, else null. */
export function plainHttpsUrl(url: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol !== 'https:' || parsed.port !== '' || parsed.username || parsed.password ? null : parsed;
}
