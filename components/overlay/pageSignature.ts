// What the question's verdict depends on, as one string: the title, the tags and the body's text (and how many
// images it has). The overlay takes it after every quiet spell of DOM changes: equal, the page only moved (answers,
// comments, the theme), so the panel is placed again; different, the question was edited in place and is re-read.
// Each page adapter picks its elements (stackOverflowAdapter.ts questionSignature, gitHubIssueAdapter.ts issueSignature).

/** One page's title, tags (or labels) and body as the one string every page adapter's signature compares. */
export function verdictInputsSignature(title: Element | null, tags: readonly Element[], body: Element | null): string {
  const tagText = tags.map((a) => a.textContent).join(' ');
  return `${title?.textContent ?? ''}\u0000${tagText}\u0000${body?.textContent ?? ''}\u0000${body?.querySelectorAll('img').length ?? 0}`;
}
