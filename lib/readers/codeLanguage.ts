// Code-block language hints, normalised the same way for page HTML, API HTML and markdown, so every reader
// gives the same `CodeBlock.lang` for the same post: the hint as written, lowercased, without the `lang-` prefix
// ("lang-py" and "py" -> "py", "python" -> "python"). "none", "default" and no hint -> null
// (stack-overflow-dom.md §2: `default` means no hint).

const NO_HINT = new Set(['', 'none', 'default']);

export function normalizeLangHint(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const hint = raw
    .trim()
    .toLowerCase()
    .replace(/^lang(?:uage)?-/, '');
  return NO_HINT.has(hint) ? null : hint;
}

/** The language from a `pre`'s classes: `lang-py prettyprint-override`, `lang-ts s-code-block`, `default s-code-block`. */
export function langFromPreClass(className: string | undefined): string | null | undefined {
  if (!className) return undefined;
  for (const name of className.split(/\s+/)) {
    if (name === 'default') return null;
    if (name.startsWith('lang-')) return normalizeLangHint(name);
  }
  return undefined;
}

/**
 * The language from a `code` element's classes, trusted only when a markdown renderer wrote it (`language-x`
 * without `hljs`): on SO pages `code.hljs.language-x` is highlight.js guessing, often wrongly (§2).
 */
export function langFromCodeClass(className: string | undefined): string | null | undefined {
  if (!className) return undefined;
  const names = className.split(/\s+/);
  if (names.includes('hljs')) return undefined;
  const language = names.find((name) => name.startsWith('language-'));
  return language ? normalizeLangHint(language) : undefined;
}

export interface LangComment {
  lang: string | null;
  /** `language-all` applies to every later block; `language` only to the next one. */
  all: boolean;
}

const LANG_COMMENT = /^\s*language(-all)?\s*:\s*(?:([^\s>]+)\s*)?$/i;

/** Reads the pre-2020 `<!-- language: lang-py -->` / `<!-- language-all: lang-py -->` hints (comment body only). */
export function langFromComment(comment: string): LangComment | null {
  const match = LANG_COMMENT.exec(comment);
  return match ? { lang: normalizeLangHint(match[2] ?? ''), all: Boolean(match[1]) } : null;
}
