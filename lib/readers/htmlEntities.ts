// HTML character references, decoded the way a browser's tokenizer does for the cases Stack Overflow produces.
// Stack Overflow's HTML and the Stack Exchange API escape `& < > " '` (`&#39;`) and emit `&nbsp;` plus a few
// typographic names (stack-overflow-dom.md §9); askers' own HTML adds the rest. The table covers the HTML 4 set
// (Latin-1, Greek, maths, typography) instead of all 2,231 HTML5 names, to keep the browser bundle small:
// an unknown name is left as written, which is what a browser does too.

const NAMED_CHARACTERS: Record<string, string> = {
  // The five SO always escapes, plus the space.
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  // Typography.
  ndash: '\u2013', mdash: '\u2014', lsquo: '\u2018', rsquo: '\u2019', sbquo: '\u201a', ldquo: '\u201c',
  rdquo: '\u201d', bdquo: '\u201e', laquo: '\u00ab', raquo: '\u00bb', lsaquo: '\u2039', rsaquo: '\u203a',
  hellip: '\u2026', bull: '\u2022', middot: '\u00b7', prime: '\u2032', Prime: '\u2033', dagger: '\u2020',
  Dagger: '\u2021', permil: '\u2030', oline: '\u203e', frasl: '\u2044', ensp: '\u2002', emsp: '\u2003',
  thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f', shy: '\u00ad',
  copy: '\u00a9', reg: '\u00ae', trade: '\u2122', deg: '\u00b0', plusmn: '\u00b1', times: '\u00d7',
  divide: '\u00f7', micro: '\u00b5', para: '\u00b6', sect: '\u00a7', cent: '\u00a2', pound: '\u00a3',
  euro: '\u20ac', yen: '\u00a5', curren: '\u00a4', brvbar: '\u00a6', uml: '\u00a8', ordf: '\u00aa',
  ordm: '\u00ba', not: '\u00ac', macr: '\u00af', acute: '\u00b4', cedil: '\u00b8', sup1: '\u00b9',
  sup2: '\u00b2', sup3: '\u00b3', frac14: '\u00bc', frac12: '\u00bd', frac34: '\u00be', iexcl: '\u00a1',
  iquest: '\u00bf', circ: '\u02c6', tilde: '\u02dc', grave: '`', lowbar: '_', ast: '*', num: '#',
  dollar: '$', percnt: '%', lpar: '(', rpar: ')', comma: ',', period: '.', colon: ':', semi: ';',
  excl: '!', quest: '?', commat: '@', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', verbar: '|',
  bsol: '\\', sol: '/', equals: '=', plus: '+', Tab: '\t', NewLine: '\n',
  // Arrows and maths.
  larr: '\u2190', uarr: '\u2191', rarr: '\u2192', darr: '\u2193', harr: '\u2194', crarr: '\u21b5',
  lArr: '\u21d0', uArr: '\u21d1', rArr: '\u21d2', dArr: '\u21d3', hArr: '\u21d4', forall: '\u2200',
  part: '\u2202', exist: '\u2203', empty: '\u2205', nabla: '\u2207', isin: '\u2208', notin: '\u2209',
  ni: '\u220b', prod: '\u220f', sum: '\u2211', minus: '\u2212', lowast: '\u2217', radic: '\u221a',
  prop: '\u221d', infin: '\u221e', ang: '\u2220', and: '\u2227', or: '\u2228', cap: '\u2229',
  cup: '\u222a', int: '\u222b', there4: '\u2234', sim: '\u223c', cong: '\u2245', asymp: '\u2248',
  ne: '\u2260', equiv: '\u2261', le: '\u2264', ge: '\u2265', sub: '\u2282', sup: '\u2283',
  nsub: '\u2284', sube: '\u2286', supe: '\u2287', oplus: '\u2295', otimes: '\u2297', perp: '\u22a5',
  sdot: '\u22c5', lceil: '\u2308', rceil: '\u2309', lfloor: '\u230a', rfloor: '\u230b', lang: '\u27e8',
  rang: '\u27e9', loz: '\u25ca', spades: '\u2660', clubs: '\u2663', hearts: '\u2665', diams: '\u2666',
  check: '\u2713', cross: '\u2717', fnof: '\u0192', weierp: '\u2118', image: '\u2111', real: '\u211c',
  alefsym: '\u2135',
  // Greek.
  Alpha: '\u0391', Beta: '\u0392', Gamma: '\u0393', Delta: '\u0394', Epsilon: '\u0395', Zeta: '\u0396',
  Eta: '\u0397', Theta: '\u0398', Iota: '\u0399', Kappa: '\u039a', Lambda: '\u039b', Mu: '\u039c',
  Nu: '\u039d', Xi: '\u039e', Omicron: '\u039f', Pi: '\u03a0', Rho: '\u03a1', Sigma: '\u03a3',
  Tau: '\u03a4', Upsilon: '\u03a5', Phi: '\u03a6', Chi: '\u03a7', Psi: '\u03a8', Omega: '\u03a9',
  alpha: '\u03b1', beta: '\u03b2', gamma: '\u03b3', delta: '\u03b4', epsilon: '\u03b5', zeta: '\u03b6',
  eta: '\u03b7', theta: '\u03b8', iota: '\u03b9', kappa: '\u03ba', lambda: '\u03bb', mu: '\u03bc',
  nu: '\u03bd', xi: '\u03be', omicron: '\u03bf', pi: '\u03c0', rho: '\u03c1', sigmaf: '\u03c2',
  sigma: '\u03c3', tau: '\u03c4', upsilon: '\u03c5', phi: '\u03c6', chi: '\u03c7', psi: '\u03c8',
  omega: '\u03c9', thetasym: '\u03d1', upsih: '\u03d2', piv: '\u03d6',
  // Latin-1 letters.
  Agrave: '\u00c0', Aacute: '\u00c1', Acirc: '\u00c2', Atilde: '\u00c3', Auml: '\u00c4', Aring: '\u00c5',
  AElig: '\u00c6', Ccedil: '\u00c7', Egrave: '\u00c8', Eacute: '\u00c9', Ecirc: '\u00ca', Euml: '\u00cb',
  Igrave: '\u00cc', Iacute: '\u00cd', Icirc: '\u00ce', Iuml: '\u00cf', ETH: '\u00d0', Ntilde: '\u00d1',
  Ograve: '\u00d2', Oacute: '\u00d3', Ocirc: '\u00d4', Otilde: '\u00d5', Ouml: '\u00d6', Oslash: '\u00d8',
  Ugrave: '\u00d9', Uacute: '\u00da', Ucirc: '\u00db', Uuml: '\u00dc', Yacute: '\u00dd', THORN: '\u00de',
  szlig: '\u00df', agrave: '\u00e0', aacute: '\u00e1', acirc: '\u00e2', atilde: '\u00e3', auml: '\u00e4',
  aring: '\u00e5', aelig: '\u00e6', ccedil: '\u00e7', egrave: '\u00e8', eacute: '\u00e9', ecirc: '\u00ea',
  euml: '\u00eb', igrave: '\u00ec', iacute: '\u00ed', icirc: '\u00ee', iuml: '\u00ef', eth: '\u00f0',
  ntilde: '\u00f1', ograve: '\u00f2', oacute: '\u00f3', ocirc: '\u00f4', otilde: '\u00f5', ouml: '\u00f6',
  oslash: '\u00f8', ugrave: '\u00f9', uacute: '\u00fa', ucirc: '\u00fb', uuml: '\u00fc', yacute: '\u00fd',
  thorn: '\u00fe', yuml: '\u00ff', Yuml: '\u0178', OElig: '\u0152', oelig: '\u0153', Scaron: '\u0160',
  scaron: '\u0161',
};

/** Names a browser also decodes without the `;` (the legacy subset that matters here). */
const LEGACY_NAMES_WITHOUT_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

/** Windows-1252 code points that `&#128;`…`&#159;` stand for (HTML spec, numeric character reference end state). */
const C1_REPLACEMENTS: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

const CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([a-zA-Z][a-zA-Z0-9]{1,31});?)/g;

function decodeCodePoint(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(C1_REPLACEMENTS[codePoint] ?? codePoint);
}

/**
 * Decodes numeric and named character references. `inAttribute` applies the browser rule that a legacy
 * name without `;` followed by `=` or an alphanumeric stays literal (so `?a=1&lt=2` in an href survives).
 */
export function decodeHtmlEntities(text: string, inAttribute = false): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, (match: string, hex?: string, dec?: string, name?: string, offset?: number) => {
    if (hex !== undefined) return decodeCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return decodeCodePoint(parseInt(dec, 10));
    const hasSemicolon = match.endsWith(';');
    const value = NAMED_CHARACTERS[name!];
    if (value !== undefined && hasSemicolon) return value;
    // Without `;`, a browser takes the longest legacy name that prefixes the run ("&ltx" -> "<x").
    for (const legacy of LEGACY_NAMES_WITHOUT_SEMICOLON) {
      if (!name!.startsWith(legacy)) continue;
      const rest = match.slice(1 + legacy.length);
      const next = rest[0] ?? text[(offset ?? 0) + match.length] ?? '';
      if (inAttribute && (next === '=' || /[a-zA-Z0-9]/.test(next))) return match;
      return NAMED_CHARACTERS[legacy] + rest;
    }
    return match;
  });
}
