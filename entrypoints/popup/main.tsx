// The popup until the page overlay lands: paste a question or a draft (markdown, optional "# Title"
// first line) and check it. Everything runs here, in the extension; nothing is sent anywhere.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { analyzeQuestion } from '../../lib/engine';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import type { Report } from '../../lib/report';
import { ChecklistReport } from '../../components/ChecklistReport';
import './style.css';

function checkDraft(markdown: string): Report | { error: string } {
  if (!markdown.trim()) return { error: 'Paste a question first.' };
  try {
    return analyzeQuestion(readMarkdownDraft(markdown).question);
  } catch (error) {
    // The engine should never throw; if it does, say so plainly and keep the pasted text.
    return { error: `ReproLens could not check this text (${error instanceof Error ? error.message : String(error)}).` };
  }
}

function Popup() {
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<Report | { error: string } | null>(null);
  return (
    <main class="rl-popup">
      <h1>ReproLens</h1>
      <label for="rl-draft">Paste a deep-learning question (markdown; a first line “# Title” is its title)</label>
      <textarea
        id="rl-draft"
        data-reprolens="draft"
        rows={8}
        value={draft}
        onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
      />
      <button type="button" data-reprolens="check" onClick={() => setResult(checkDraft(draft))}>
        Check reproducibility
      </button>
      {result && ('error' in result ? <p role="alert">{result.error}</p> : <ChecklistReport report={result} />)}
      <p class="rl-footnote">Checked locally against the checklist of Shah, Rahman &amp; Khomh (EMSE 2024).</p>
    </main>
  );
}

render(<Popup />, document.getElementById('app')!);
