// GitHub issue forms: PyTorch's, Transformers', Keras 3's and today's TensorFlow bug templates are YAML
// forms, which GitHub renders into the body as one `### <field label>` section per field, `_No response_` for a
// field left empty, and check boxes as a task list. Like the markdown template (githubIssueTemplate.ts), what the
// form wrote is not what the asker wrote (codebook: judge only the asker's words):
// - a section whose answer is `_No response_` (or empty, "N/A", "-") goes with its heading;
// - an unticked option (`- [ ] My own modified scripts`) is the form's text, not a choice; a ticked one stays;
// - "Who can help?" lists maintainers to ping, not anything about the bug;
// - an environment section (PyTorch's "Versions" / "Environment", Transformers' and Keras' "System Info") holds
//   the output of an environment command (`python -m torch.utils.collect_env`, `transformers-cli env`): it is the
//   asker's environment, not a program or the bug's output, so its fence is lifted and it reads as prose; and
//   collect_env's "CUDA used to build PyTorch: 12.1" names CUDA's version, not PyTorch's.
// Fenced code elsewhere is never touched.

/** An answer that says nothing: empty, "N/A", "NA", "-", "no", "none", and "unknown" / "not relevant". */
const NO_ANSWER = /^(?:n\/?a|-+|no|none|nil|unknown|not\s+relevant|not\s+relevent|not\s+applicable)?\.?$/i;

export function isEmptyAnswer(answer: string): boolean {
  return NO_ANSWER.test(answer.replace(/\*\*|__/g, '').trim());
}

const FORM_HEADING = /^ {0,3}#{2,3}[ \t]+(\S.{0,119})$/;
const FENCE = /^\s{0,3}(?:`{3,}|~{3,})/;
const NO_RESPONSE = /^_No response_$/;
const UNTICKED_OPTION = /^\s{0,3}[-*+]\s+\[ \]\s+/;
const WHO_CAN_HELP = /^who can help\??$/i;
const ENVIRONMENT_SECTION = /^(?:versions?|environment|system info(?:rmation)?)\s*:?$/i;
// collect_env.py's own line (torch/utils/collect_env.py, 2019–2025): the version after it is the toolkit's.
const BUILT_WITH = /^([ \t]*(?:CUDA|ROCM|HIP) used to build) PyTorch:/gm;

interface Section {
  /** The heading line, or null for the text before the first heading. */
  heading: string | null;
  title: string;
  lines: string[];
}

/** The body without the issue form's own words (see the file comment). */
export function withoutIssueFormText(markdown: string): string {
  return splitSections(markdown.replace(/\r\n?/g, '\n')).flatMap(keptLines).join('\n');
}

function keptLines(section: Section): string[] {
  const body = section.lines.filter((line) => !UNTICKED_OPTION.test(line));
  if (section.heading === null) return body;
  const answer = body.join('\n').trim();
  if (WHO_CAN_HELP.test(section.title)) return [];
  if (NO_RESPONSE.test(answer) || isEmptyAnswer(answer)) return [];
  if (ENVIRONMENT_SECTION.test(section.title)) return [section.heading, ...environmentReport(body)];
  return [section.heading, ...body];
}

/** An environment section's lines with its fences lifted and collect_env's build lines named for what they are. */
function environmentReport(lines: string[]): string[] {
  return lines
    .filter((line) => !FENCE.test(line))
    .join('\n')
    .replace(BUILT_WITH, '$1:')
    .split('\n');
}

/** The body cut at `##`/`###` headings outside fences. */
function splitSections(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, title: '', lines: [] }];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line);
    if (fence !== null) {
      if (opener && line.trim().startsWith(fence)) fence = null;
    } else if (opener) {
      fence = opener[0].trim().slice(0, 3);
    } else {
      const heading = FORM_HEADING.exec(line);
      if (heading) {
        sections.push({ heading: line, title: headingTitle(heading[1]), lines: [] });
        continue;
      }
    }
    sections[sections.length - 1].lines.push(line);
  }
  return sections;
}

/** A heading's words: no leading emoji or marks ("🐛 Describe the bug"), no closing `#`s or spaces (a loop, not a backtracking pattern). */
function headingTitle(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '#' || text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const words = text.slice(0, end);
  const first = words.search(/[\p{L}\p{N}]/u);
  return first < 0 ? '' : words.slice(first);
}
