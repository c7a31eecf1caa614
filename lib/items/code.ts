// Checklist item "code": the code that exercises the problem. Critical in 78.8 % of reproduced
// SO bugs (checklist §1). Codebook: one trivial line, pseudo-code or a screenshot is "partial".
import { inlineCode, judgment, studyWeights, type ChecklistItem, type ItemTexts } from './shared/item';
import type { UnformattedCodeFact } from '../analysis/unformattedCode';
import { evidenceAt } from './shared/evidence';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';
import { linkedCodeInTemplate } from '../readers/githubIssueTemplate';
import { installationBound } from '../runnability';
import { alternationRegExp } from '../phraseRules';

// Codebook `code`: partial is "only one trivial line"; two lines of the failing code are a code block that shows it.
const TRIVIAL_BELOW = 2;

/** How a partial code snippet falls short: what the ask for the code should name. */
export type PartialCodeForm = 'trivial' | 'inline' | 'screenshot' | 'traceback_line' | 'linked';

export interface CodeFacts {
  /** Lines that count as code (Python statements, other-language lines, shell commands); none for inline code. */
  lines?: number;
  /** Set when the code is partial: a trivial line, inline in prose, a screenshot, a traceback's line, or a link. */
  partialForm?: PartialCodeForm;
}

export const codeTexts: ItemTexts = {
  title: 'Code snippet',
  description: 'The code that exercises the problem: the failing call, training/evaluation loop or preprocessing, as text.',
  shortName: 'code',
  consequence: 'a reader would have to write the code themselves',
};

/**
 * Code that exercises the problem. Codebook: one trivial line is "partial". Imports alone
 * count when the problem is the import itself, and shell commands when they are what fails
 * (installation, a training script's command line).
 */
export function substantialCode(ctx: JudgeContext, isSetupProblem: boolean): { lines: number; evidence: Evidence[]; trivialOnly: boolean } {
  let lines = 0;
  let installOnly = false;
  const evidence: Evidence[] = [];
  // Codebook v2 `code`: when the error is raised by the import lines themselves (a module or a compiled library
  // that will not load), the import block is the failing code.
  const importError = installationBound(ctx.errors.map((e) => e.fact)) !== null;
  // The failing line quoted again above its error message is the same one line, not a second one.
  const seen = new Set<string>();
  for (const b of ctx.program.blocks) {
    const text = ctx.question.blocks[b.block].text;
    const firstCopy = !seen.has(text.trim());
    seen.add(text.trim());
    // Python may also be one segment of a mixed block (printed output followed by the code).
    if (b.python) {
      const p = b.python;
      const statements = importError && p.imports.length ? Math.max(p.lines, TRIVIAL_BELOW) : Math.max(0, p.lines - p.imports.length);
      if (firstCopy) lines += statements;
      evidence.push(evidenceAt(ctx.question, b.block, `${p.lines} line${p.lines === 1 ? '' : 's'} of Python`));
    } else if (b.kind === 'other') {
      const n = text.split('\n').filter((l) => l.trim()).length;
      lines += n;
      evidence.push(evidenceAt(ctx.question, b.block, 'code in another language'));
    } else if (b.kind === 'shell') {
      const commands = text.split('\n').filter((l) => l.trim());
      const n = commands.length;
      // Codebook `code`: "a bare import line or one trivial call is partial". Blocks of install commands
      // alone (`pip install torch`) are the shell's bare import: one trivial line, whatever the problem.
      if (commands.every((l) => INSTALL_COMMAND.test(l))) installOnly = true;
      else if (isSetupProblem || n >= 2) lines += Math.max(n, 3);
      evidence.push(evidenceAt(ctx.question, b.block, 'shell commands'));
    }
  }
  if (installOnly) lines += 1;
  return { lines, evidence, trivialOnly: lines < TRIVIAL_BELOW };
}

// `pip install torch`, `$ conda install -c pytorch pytorch`, `!pip3 install x`, `sudo apt-get install y`, `python -m pip install z`.
const INSTALL_COMMAND = /^\s*(?:[$!%>]\s*)?(?:sudo\s+)?(?:pip3?|conda|mamba|brew|apt(?:-get)?|python3?\s+-m\s+pip)\s+install\b/i;

const CODE_SCREENSHOT = /\b(?:code|script|snippet|implementation)\b/i;
// Inline code in prose that is a call or statement, not just a name: `np.array([1,2,3])`, `x = f(y)`.
const INLINE_STATEMENT = /[\w\])]\s*\([^()\n]{0,200}\)|^\s*\w[\w.]{0,100}\s*=[^=]|\bimport\s+\w/;
// Codebook `code`: "merely naming the APIs tried, in prose, is absent": an API written as a bare call with nothing
// in it (`torch.bmm()`, `.reshape()`, `Trainer.train()`) names it; it runs nothing of the asker's.
const API_NAME_ONLY = /^\s*\.?[A-Za-z_][\w.]{0,100}\(\s*\)\s*$/;
// Printed values quoted in prose (`torch.Size([12, 64, 8, 8, 3])`, `tensor([3,5,7])`, `array([1, 2])`): output, not code.
const PRINTED_VALUE = alternationRegExp(['torch\\.Size\\s*\\(', 'tensor\\(', 'array\\(', 'TensorShape\\('], { flags: '', before: '^\\s*' });
// Codebook v2 `code`: "a command-line … reproduction is code"; one command in prose is one trivial line (partial).
const INLINE_COMMAND = alternationRegExp(
  [
    'pip3?\\s+(?:install|uninstall|download)',
    'conda\\s+(?:install|update|create|activate|remove|env)',
    'python[\\d.]*\\s+(?:-[mc]\\s+\\S|\\S+\\.py\\b)',
    'apt(?:-get)?\\s+install',
    'git\\s+clone',
  ],
  { flags: 'i', before: '^\\s*(?:[$!%>]\\s*)?(?:sudo\\s+)?', after: '' },
);
// A frame of an installed library or of the interpreter (`…/site-packages/torch/…`, `C:\\Python38\\lib\\ctypes\\…`,
// `<frozen importlib._bootstrap>`, a REPL's `<stdin>`, which shows no source): not a line of the asker's code.
const LIBRARY_FRAME =
  /[\\/](?:site|dist)-packages[\\/]|[\\/]lib[\\/]python[\d.]*[\\/]|[\\/]python\d*[\\/]lib[\\/]|^<(?:frozen|stdin|string)\b/i;

/** Inline code that is code the asker ran: a statement or call, or a command, not an API's name, a printed value or error text. */
function isInlineCode(ctx: JudgeContext, block: number, span: { start: number; end: number; text: string }): boolean {
  if (INLINE_COMMAND.test(span.text)) return true;
  if (!INLINE_STATEMENT.test(span.text) || API_NAME_ONLY.test(span.text) || PRINTED_VALUE.test(span.text)) return false;
  const output = ctx.proseOutput.get(block);
  const inside = (l: { start: number; end: number }) => l.start < span.end && span.start < l.end;
  return !output || !(output.errors.some(inside) || output.warnings.some(inside));
}

/** Codebook v2 `code`: "a source line visible only inside a traceback is one-line code" — a frame of the asker's file. */
function tracebackSourceBlocks(ctx: JudgeContext): number[] {
  return ctx.program.blocks.filter((b) => b.traceback?.frames.some((f) => !LIBRARY_FRAME.test(f.file))).map((b) => b.block);
}

export const code: ChecklistItem<'code'> = {
  id: 'code',
  texts: codeTexts,
  weights: /* @__PURE__ */ studyWeights('code'),
  judge(ctx, classification) {
    const found = substantialCode(ctx, classification.isSetupProblem);
    if (found.lines > 0 && !found.trivialOnly) {
      return judgment('present', 'Code that exercises the problem is posted as text.', found.evidence.slice(0, 5), { lines: found.lines });
    }
    if (found.evidence.length) {
      return judgment('partial', 'Only a trivial line or commands are posted, not the code that fails.', found.evidence.slice(0, 5), {
        lines: found.lines,
        partialForm: 'trivial',
      });
    }
    const partial: Evidence[] = [];
    const forms = new Set<PartialCodeForm>();
    ctx.question.blocks.forEach((b, i) => {
      if (b.kind === 'image') {
        const prev = ctx.question.blocks[i - 1];
        if (CODE_SCREENSHOT.test(`${b.text} ${prev && prev.kind !== 'image' ? prev.text.slice(-160) : ''}`)) {
          partial.push(evidenceAt(ctx.question, i, 'code only as a screenshot'));
          forms.add('screenshot');
        }
      } else if (b.kind === 'prose' || b.kind === 'quote') {
        for (const span of b.inlineCode) {
          if (!isInlineCode(ctx, i, span)) continue;
          partial.push(evidenceAt(ctx.question, i, 'code only inline in prose', span.start, span.end));
          forms.add('inline');
        }
      }
    });
    for (const block of tracebackSourceBlocks(ctx)) {
      partial.push(evidenceAt(ctx.question, block, 'code only as a traceback line'));
      forms.add('traceback_line');
    }
    if (partial.length) {
      // A screenshot is what the asker must replace first (it cannot be read or run); then the one line shown.
      const partialForm = forms.has('screenshot') ? 'screenshot' : forms.has('traceback_line') ? 'traceback_line' : 'inline';
      return judgment('partial', 'Code appears only inline in prose, in a screenshot or as a traceback line.', partial.slice(0, 5), {
        partialForm,
      });
    }
    // Codebook `code`: code only pointed to (an issue template's "Standalone code" section holding a notebook
    // or gist link) is not posted; like code described in prose, it is partial.
    const linked = linkedCodeInTemplate(ctx.question);
    if (linked)
      return judgment(
        'partial',
        'The code is only linked (a notebook or gist), not posted.',
        [evidenceAt(ctx.question, linked.block, 'code only behind a link', linked.start, linked.end)],
        { partialForm: 'linked' },
      );
    return judgment('absent', 'No code is posted.');
  },
  suggestion: {
    edit: 'Readers would have to write the failing code themselves from the description.',
    whyWithoutFigure: null,
    alsoWhenPresent: (ctx) => ctx.unformattedCode.length > 0,
    build: (j, ctx) => {
      const unformatted = ctx.unformattedCode[0];
      if (unformatted) return formatCodeBlockAsk(ctx, unformatted);
      return {
        text:
          j.status === 'partial'
            ? 'Post the code that fails as text — the whole call sequence from creating the data and model to the line that errors, not only one line or a screenshot.'
            : 'Add the code that produces the problem, as text in a code block: the model, the data preparation and the call that fails.',
        snippet: '',
      };
    },
  },
};

/**
 * "format your code as a code block" — the most common fix a reviewer asks for. How: indent by 4 spaces or
 * put a line of three backticks before and after. The snippet wraps the asker's own paragraph unchanged; code whose
 * indentation is lost cannot be restored from the page, so it asks for the editor's copy.
 */
function formatCodeBlockAsk(ctx: JudgeContext, fact: UnformattedCodeFact): { text: string; snippet: string; kind: 'format_code_block' } {
  const how = 'select it and press Ctrl+K (or indent every line by 4 spaces, or put a line of three backticks before and after it)';
  if (fact.kind === 'code_as_prose') {
    const paragraph = ctx.question.blocks[fact.block].text;
    return {
      kind: 'format_code_block',
      text: `Format your code as a code block: part of it is posted as plain text, where line breaks and indentation are lost — ${how}.`,
      snippet: `\`\`\`python\n${paragraph}\n\`\`\``,
    };
  }
  const header = ctx.question.blocks[fact.block].text.slice(fact.start, fact.end).trim();
  return {
    kind: 'format_code_block',
    text: `Format your code as a code block with its indentation: the body of ${inlineCode(header.length > 60 ? `${header.slice(0, 57)}...` : header)} is not indented, so the code does not run as posted — paste it again from your editor, then ${how}.`,
    snippet: '```python\n# your code, pasted from the editor with its indentation\n```',
  };
}
