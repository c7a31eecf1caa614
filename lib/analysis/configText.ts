// Configuration text pasted in a code block — `/etc/os-release`, a udev rule, an env file, a pyproject.toml —
// parses as Python (`ID=ubuntu`, `SUBSYSTEM=="cpu"`) but is no program: its values are not undefined names.
// "shell output (e.g. /etc/os-release contents) read as Python … must not count as runnable-code gaps".

// `cat /etc/os-release`, `$ type config.ini`: the command that printed the file, on the first line.
const PRINT_FILE_COMMAND = /^(?:\$\s*)?(?:cat|head|tail|more|less|type)\s+\S+$/;
// `NAME="Ubuntu"`, `ID_LIKE=debian`, `ATTR{online}="1"`, `SUBSYSTEM=="cpu", ACTION=="add"`: an upper-case key
// written against its `=` (Python style spaces it, `X = np.array(…)`), and no call outside quoted values.
const UPPER_KEY_LINE = /^[A-Z][A-Z0-9_]*(?:\{[^}\n]*\})?(?:==|!=|\+=|:=|=)[^\s=]/;
const QUOTED = /"[^"\n]*"/g;
const isUpperKeyLine = (line: string) => UPPER_KEY_LINE.test(line) && !line.replace(QUOTED, '').includes('(');
// TOML / INI: `[tool.poetry]` section headers and `key = "value"` rows.
const SECTION_LINE = /^\[[\w.-]+\]$/;
const KEY_VALUE_LINE = /^[\w.-]+\s?=\s?\S/;
const COMMENT_LINE = /^[#;]/;

/** A block's lines, trimmed, without blank and comment lines: what a configuration file's forms are read from. */
function contentLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !COMMENT_LINE.test(l));
}

/** Whether a code block's text is a configuration file or env listing rather than Python. */
export function isConfigurationText(text: string): boolean {
  const lines = contentLines(text);
  if (lines.length && PRINT_FILE_COMMAND.test(lines[0])) lines.shift();
  if (lines.length < 2) return false;
  if (lines.every(isUpperKeyLine)) return true;
  return lines.some((l) => SECTION_LINE.test(l)) && lines.every((l) => SECTION_LINE.test(l) || KEY_VALUE_LINE.test(l));
}

// A YAML document (a conda `environment.yml`, a CI or compose file): `key:` lines that open a nested block, `key: value`
// rows and `- item` list entries, and nothing else. Codebook v2 `code`: "a command-line, conda, YAML or Dockerfile
// reproduction is code" — code in another language, not printed output.
const YAML_BLOCK_KEY = /^[A-Za-z_][\w.-]*:$/;
const YAML_KEY_VALUE = /^[A-Za-z_][\w.-]*: \S/;
const YAML_LIST_ITEM = /^- \S/;

/** Whether a code block's text is a YAML document: a key opening a list, and every line a YAML form. */
export function isYamlDocument(text: string): boolean {
  const lines = contentLines(text);
  const listItems = lines.filter((l) => YAML_LIST_ITEM.test(l)).length;
  if (listItems < 2 || !lines.some((l) => YAML_BLOCK_KEY.test(l))) return false;
  return lines.every((l) => YAML_BLOCK_KEY.test(l) || YAML_KEY_VALUE.test(l) || YAML_LIST_ITEM.test(l));
}
