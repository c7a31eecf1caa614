// "Ask for details" on a GitHub issue: the same asks as on Stack Overflow (./detailsComment.ts: at most
// the two most important decisive asks, never for what the issue already has), written as a maintainer's triage
// comment in GitHub markdown — a short list, no `[edit]`/`[mre]` magic links (GitHub has none) — and in the
// repository's own template words where it has a template: TensorFlow's "Standalone code to reproduce the issue" and
// "Relevant log output", PyTorch's `collect_env` "Versions", Transformers' `transformers-cli env` "System info", JAX's
// `jax.print_environment_info()`. Deterministic; ReproLens never posts it (the user copies it or puts it in the box).
import type { Suggestion } from '../checklist';
import type { Report } from '../report';
import { gitHubIssueRef } from '../site/githubIssuePages';
import { askFor, detailsCommentSuggestions, reproducibleExampleUrl } from './detailsComment';

/** A repository's own words for what the checklist asks: the template section or the command its template names. */
interface TemplateWords {
  code?: string;
  logs?: string;
  environment?: string;
  expected_vs_actual?: string;
}

// Each from the repository's bug template (`.github/ISSUE_TEMPLATE/`), as of 2024–26.
const TEMPLATE_WORDS: Readonly<Record<string, TemplateWords>> = {
  'tensorflow/tensorflow': {
    code: 'a minimal standalone code to reproduce the issue (the template\'s "Standalone code to reproduce the issue")',
    logs: 'the full traceback or log output, as text (the template\'s "Relevant log output")',
    environment: "your TensorFlow version, and Python and CUDA/cuDNN versions if you use a GPU (the template's version fields)",
    expected_vs_actual: 'what you expected to happen and what happened instead (the template\'s "Current behavior?")',
  },
  'keras-team/keras': {
    environment: 'your Keras version and backend (TensorFlow, JAX or PyTorch) with its version',
  },
  'pytorch/pytorch': {
    environment: 'the output of `python -m torch.utils.collect_env` (the template\'s "Versions")',
    code: 'a minimal code example that reproduces the error when run (the template\'s "Describe the bug")',
  },
  'pytorch/vision': {
    environment: 'the output of `python -m torch.utils.collect_env` (the template\'s "Versions")',
  },
  'huggingface/transformers': {
    environment: 'the output of `transformers-cli env` (the template\'s "System Info")',
    code: 'a minimal code sample that reproduces the problem (the template\'s "Reproduction")',
  },
  'jax-ml/jax': {
    environment: 'the output of `import jax; jax.print_environment_info()` (the template\'s "System info")',
  },
};

/** The comment for the issue at `url`, or null when there is nothing to ask (not a bug report, no decisive ask). */
export function composeGitHubIssueComment(report: Report, url: string): string | null {
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return null;
  const ref = gitHubIssueRef(url);
  const words = (ref && TEMPLATE_WORDS[`${ref.owner}/${ref.repo}`.toLowerCase()]) || {};
  const asks = detailsCommentSuggestions(report).map((s) => askLine(s, report, words));
  const mre = `[minimal reproducible example](${reproducibleExampleUrl('stackoverflow.com')})`;
  if (!asks.length) {
    if (!report.suggestions.some((s) => s.decisive && s.item === 'code_runnable')) return null;
    return `Thanks for the report. Could you add a ${mre} that runs as posted, with its imports and small stand-in data?`;
  }
  return ['Thanks for the report. To reproduce this, could you add:', '', ...asks.map((a) => `- ${a}`)].join('\n');
}

/** One list line: the template's words for the item when it has them, else the Stack Overflow ask's phrase. */
function askLine(suggestion: Suggestion, report: Report, words: TemplateWords): string {
  if (suggestion.kind === 'format_code_block') return 'the code in a fenced code block (a line with ```python before it and ``` after)';
  const own = words[suggestion.item as keyof TemplateWords];
  // A version ask that names other libraries (NumPy, OpenCV) is more specific than the template's framework command.
  if (own && (suggestion.item !== 'environment' || namesOnlyTheFramework(suggestion, report))) return own;
  const phrase = askFor(suggestion, report)?.phrase ?? '';
  return phrase.startsWith('include ') ? phrase.slice('include '.length) : phrase;
}

/** The environment ask names only the framework the repository is about (so the template's own command covers it). */
function namesOnlyTheFramework(suggestion: Suggestion, report: Report): boolean {
  const names = suggestion.names ?? [];
  const framework: Partial<Record<Report['framework'], readonly string[]>> = {
    pytorch: ['torch', 'torchvision'],
    tensorflow: ['tensorflow', 'keras'],
    keras: ['keras', 'tensorflow'],
  };
  const own = framework[report.framework] ?? [];
  return names.every((name) => own.includes(name) || name === 'transformers' || name === 'jax');
}
