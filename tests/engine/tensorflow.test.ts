// TensorFlow / Keras questions and bug reports: the engine must judge them as well as PyTorch ones.
// Material (see tests/fixtures/tf/PROVENANCE.md and tests/fixtures/paper/PROVENANCE.md):
// - the 77 tensorflow/tensorflow issues of the Silent Bugs study, read as markdown (GitHub-flavoured markdown is
//   close enough to Stack Overflow's CommonMark), labels passed as tags;
// - the 102 Stack Overflow bugs of Shah, Rahman & Khomh (EMSE 2024) with the authors' own labels, rebuilt as
//   questions from what the replication package keeps: the posted code, and for 40 of them the question prose.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type JudgedVerdict } from '../../lib/verdict';
import type { Question } from '../../lib/question';
import type { Report } from '../../lib/report';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { excerptInBlock, verdictProblems } from './reportInvariants';
import { type TensorflowIssue, tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------------------------

interface PaperBug {
  bug_id: number;
  link: string;
  labels: {
    framework: 'TF + Keras' | 'PyTorch';
    code: string;
    data: string;
    system_config: string;
    reproducible: string;
    bug_type: string;
  };
  title: string | null;
  tags: string[] | null;
  text: string | null;
  snippet: string | null;
}

const TF_ISSUES: readonly TensorflowIssue[] = tensorflowIssues;
const PAPER_ROWS: PaperBug[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/paper/paper-bugs.json'), 'utf8'));

function issueQuestion(issue: TensorflowIssue): Question {
  return readStackOverflowMarkdown(issue.body, { site: 'github', id: issue.number, title: issue.title, tags: issue.labels });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A paper bug as the question it was, as far as the package keeps it: the prose (the authors stripped its code
 * and markup, but kept entities such as &quot;, so it is read as HTML) and the posted code as one code block.
 * Titles and tags come from the study's post lists where the bug is listed there.
 */
function paperQuestion(bug: PaperBug): Question {
  const prose = bug.text ? `<p>${bug.text.replace(/</g, '&lt;')}</p>\n` : '';
  const code = bug.snippet ? `<pre><code>${escapeHtml(bug.snippet)}\n</code></pre>` : '';
  return readStackOverflowBodyHtml(prose + code, { site: 'stackoverflow', id: bug.bug_id, title: bug.title ?? '', tags: bug.tags ?? [] });
}

type Judged = { question: Question; report: Report; verdict: JudgedVerdict };
const reportCache = new Map<string, Judged>();
function analysed(key: string, build: () => Question): Judged {
  let hit = reportCache.get(key);
  if (!hit) {
    const question = build();
    const verdict = decide(question, DEFAULT_SETTINGS);
    hit = { question, report: verdict.report, verdict };
    reportCache.set(key, hit);
  }
  return hit;
}

function issue(number: number): Judged {
  const found = TF_ISSUES.find((i) => i.number === number);
  if (!found) throw new Error(`tensorflow/tensorflow#${number} is not in the fixture`);
  return analysed(`issue:${number}`, () => issueQuestion(found));
}

/** The first row of each bug id (Dataset_Manual_Reproduction.csv lists 72099844 and 62887574 twice). */
const PAPER_BUGS: PaperBug[] = PAPER_ROWS.filter((b, i) => PAPER_ROWS.findIndex((o) => o.bug_id === b.bug_id) === i);

function paper(bugId: number): Judged {
  const found = PAPER_BUGS.find((b) => b.bug_id === bugId);
  if (!found) throw new Error(`bug ${bugId} is not in the fixture`);
  return analysed(`paper:${bugId}`, () => paperQuestion(found));
}

const TF_FRAMEWORKS = ['tensorflow', 'keras'];
const normVersion = (v: string) => v.toLowerCase().replace(/-/g, '');
const tfVersions = (r: Report) => r.versions.filter((v) => v.name === 'tensorflow').map((v) => normVersion(v.version));
const pct = (k: number, n: number) => (n ? Math.round((1000 * k) / n) / 10 : 0);

// ---------------------------------------------------------------------------------------------------------------
// GitHub issues
// ---------------------------------------------------------------------------------------------------------------

describe('tensorflow/tensorflow issues (Silent Bugs study)', () => {
  it('all 77 give a valid report, and every one is judged TensorFlow or Keras, never PyTorch', () => {
    expect(TF_ISSUES).toHaveLength(77);
    const wrong: string[] = [];
    for (const i of TF_ISSUES) {
      const { question, report, verdict } = issue(i.number);
      expect(verdictProblems(verdict, question), i.html_url).toEqual([]);
      if (!TF_FRAMEWORKS.includes(report.framework)) wrong.push(`#${i.number}: ${report.framework}`);
    }
    expect(wrong).toEqual([]);
  });

  // The template's "TensorFlow version" field is clearly filled in on each of these (value in the comment); the
  // version may be found there, in the "installed from" field (pip install tensorflow==…) or in the title.
  it.each([
    [32476, '2.0.0-rc0'], // "TensorFlow version (use command below): 2.0.0-rc0"; "pip install tensorflow==2.0.0rc0"
    [41958, '2.3.0'], // "TensorFlow version : 2.3.0"
    [32586, '2.0.0rc0'], // "TensorFlow version: 2.0.0rc0"
    [30486, '1.14.0'], // "TensorFlow version (use command below): tensorflow-gpu 1.14.0"
    [32268, '1.14.0'], // "…: Google Collab default runtime / Tensorflow 1.14.0"
    [30609, '2.0.0-beta1'], // "…: v2.0.0-beta0-16-g1d91213fe7 2.0.0-beta1"; "pip install tensorflow==2.0.0-beta1"
    [36668, '1.15.2'], // "…: 1.15.2"; title "TF 1.15.2: …"
    [33216, '2.0.0'], // "…: **2.0.0**"; title "[TF 2.0.0] …"
  ])('#%i states TensorFlow %s: environment present with that version', (number, version) => {
    const { report } = issue(number);
    expect(report.items.environment.status).toBe('present');
    expect(tfVersions(report)).toContain(normVersion(version));
  });

  it('reads the version from the prose when the template field is left empty (#44092: "Running TF 2.3.0 in colab")', () => {
    const { report } = issue(44092);
    expect(report.items.environment.status).toBe('present');
    expect(tfVersions(report)).toContain('2.3.0');
  });

  // Neither issue states a version anywhere (no template; #34732's "TF 1.15" is a triage label, not the author's).
  it.each([41797, 34732])('#%i states no version: environment is not present', (number) => {
    const { report } = issue(number);
    expect(report.items.environment.status).not.toBe('present');
    expect(tfVersions(report)).toEqual([]);
  });

  it.each([
    [32476, 'class Example(tf.keras.layers.Layer)'],
    [41797, 'model = keras.Model(input, x)'],
    [31458, 'mean = tf.metrics.Mean()'],
    [37887, 'model = tf.keras.Model(inputs=inputs, outputs=outputs)'],
    [29558, 'model.fit(dataset, epochs=2, verbose=0)'],
    [29824, 'with tf.Session() as sess:'],
  ])('#%i has a real code block: code present, evidence in that block', (number, line) => {
    const { question, report } = issue(number);
    expect(report.items.code.status).toBe('present');
    const blocks = report.items.code.evidence.map((e) => e.block);
    expect(blocks.some((b) => question.blocks[b]?.kind === 'code' && question.blocks[b].text.includes(line))).toBe(true);
  });

  it('#33929 shows its code only as screenshots: code is partial, not present (codebook)', () => {
    const { question, report } = issue(33929);
    expect(question.blocks.some((b) => b.kind === 'image')).toBe(true);
    expect(question.blocks.some((b) => b.kind === 'code')).toBe(false);
    expect(report.items.code.status).toBe('partial');
  });

  it('a Keras Sequential model gives model present, with evidence pointing at the Sequential (#29558)', () => {
    const { question, report } = issue(29558);
    expect(report.items.model.status).toBe('present');
    const ev = report.items.model.evidence.find((e) => e.excerpt.includes('Sequential'));
    expect(ev).toBeDefined();
    expect(question.blocks[ev!.block].kind).toBe('code');
    expect(excerptInBlock(question, ev!.block, ev!.excerpt)).toBe(true);
  });

  it('tf.Session code is TF1-era (#29824), tf.function / tf.keras code is not (#29558, #31458)', () => {
    expect(issue(29824).report.apiEra).toBe('tf1');
    expect(issue(29558).report.apiEra).not.toBe('tf1');
    expect(issue(31458).report.apiEra).not.toBe('tf1');
  });

  it('measures: template-stated TensorFlow versions recovered, and type:bug issues judged bug reports', () => {
    // The template's field: "TensorFlow version (use command below): X", the value on the same or the next line.
    // Git-describe strings (v2.3.0-54-gfcc4b966f1) are not the version itself and are skipped.
    let stated = 0;
    let recovered = 0;
    const missed: number[] = [];
    for (const i of TF_ISSUES) {
      const m = /TensorFlow version[^\n:]*:\**[ \t]*([^\n]*)(?:\n[ \t]*([^\n]*))?/.exec(i.body.replace(/\r\n?/g, '\n'));
      if (!m) continue;
      const field = (m[1].trim() || (m[2] ?? '').trim()).replace(/[*`]/g, '');
      if (/^-|python version/i.test(field)) continue; // empty: the next template line follows
      const values = [...field.matchAll(/(?<![\w.-])v?(\d+\.\d+(?:\.\d+)?(?:-?(?:rc|beta|alpha|dev|a|b)\d*)?)/g)]
        .filter((v) => !v[0].startsWith('v'))
        .map((v) => normVersion(v[1]));
      if (!values.length) continue;
      stated++;
      const found = tfVersions(issue(i.number).report);
      if (values.some((v) => found.includes(v))) recovered++;
      else missed.push(i.number);
    }
    const bugs = TF_ISSUES.filter((i) => i.labels.includes('type:bug'));
    const judgedBugs = bugs.filter((i) => issue(i.number).report.is_bug_report).length;
    console.log(
      `[tensorflow issues] template-stated TF version recovered: ${recovered}/${stated} (${pct(recovered, stated)} %); missed: ${missed.map((n) => `#${n}`).join(' ')}\n` +
        `[tensorflow issues] type:bug issues judged bug reports: ${judgedBugs}/${bugs.length} (${pct(judgedBugs, bugs.length)} %)`,
    );
    expect(stated).toBeGreaterThanOrEqual(55);
    // Observed 19/58 (32.8 %) and 63/77 (81.8 %); the floors leave a margin for the rule tuning under way. The
    // misses are mostly the template's own wording, "TensorFlow version (use command below): 2.1.0" (reported).
    expect(recovered / stated).toBeGreaterThanOrEqual(0.25);
    expect(judgedBugs / bugs.length).toBeGreaterThanOrEqual(0.7);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The paper's Stack Overflow bugs
// ---------------------------------------------------------------------------------------------------------------

describe('Stack Overflow TF/Keras bugs of Shah et al. (EMSE 2024)', () => {
  it('every buildable bug gives a valid report', () => {
    const buildable = PAPER_BUGS.filter((b) => b.snippet || b.text);
    expect(buildable.length).toBeGreaterThanOrEqual(98);
    for (const b of buildable) {
      const { question, verdict } = paper(b.bug_id);
      expect(verdictProblems(verdict, question), b.link).toEqual([]);
    }
  });

  // Clear-cut: these snippets import TensorFlow or Keras themselves.
  it.each([55328966, 59325381, 56103207, 41651628, 54255431, 73966797])(
    'snippet of %i imports TensorFlow/Keras: framework tensorflow or keras',
    (id) => {
      expect(PAPER_BUGS.find((b) => b.bug_id === id)?.snippet).toMatch(
        /^\s*(?:import tensorflow|from tensorflow|from keras|import keras)/m,
      );
      expect(TF_FRAMEWORKS).toContain(paper(id).report.framework);
    },
  );

  it('a tf.keras.Sequential snippet (55328966) gives model present with evidence at the Sequential', () => {
    const { question, report } = paper(55328966);
    expect(report.items.model.status).toBe('present');
    const ev = report.items.model.evidence.find((e) => e.excerpt.includes('Sequential'));
    expect(ev).toBeDefined();
    expect(question.blocks[ev!.block].text.slice(ev!.start, ev!.end)).toContain('tf.keras.Sequential()');
  });

  // 48493755: model.compile(loss='mean_squared_error', optimizer='adam'); model.fit(X_data, y_data, epochs=20, batch_size=10)
  // 53119432: model.compile(loss='binary_crossentropy', optimizer='adam'); model.fit(…, batch_size=24, epochs=20, …)
  it.each([
    [48493755, 20, 10],
    [53119432, 20, 24],
  ])('model.fit(…, epochs=…, batch_size=…) in %i gives hyperparameters present, with both values in the evidence', (id, epochs, batch) => {
    const { report } = paper(id);
    expect(report.items.hyperparameters.status).toBe('present');
    const excerpts = report.items.hyperparameters.evidence.map((e) => e.excerpt).join('\n');
    expect(excerpts).toMatch(new RegExp(`epochs\\s*=\\s*${epochs}\\b`));
    expect(excerpts).toMatch(new RegExp(`batch_size\\s*=\\s*${batch}\\b`));
  });

  it('TF1-only APIs (tf.contrib, tf.enable_eager_execution in 54255431) give apiEra tf1; a tf.keras snippet does not', () => {
    expect(paper(54255431).report.apiEra).toBe('tf1');
    expect(paper(59325381).report.apiEra).toBeNull();
  });

  it("measures agreement with the authors' labels: code, data, environment present-or-partial vs Yes/No, and framework", () => {
    const buildable = PAPER_BUGS.filter((b) => b.snippet || b.text);
    const withText = buildable.filter((b) => b.text);
    const presentish = (r: Report, id: 'code' | 'data' | 'environment') => ['present', 'partial'].includes(r.items[id].status);
    const LABEL = { code: 'code', data: 'data', environment: 'system_config' } as const;

    const measure = (bugs: PaperBug[]) => {
      const out: Record<string, { agree: number; n: number; confusion: string }> = {};
      for (const item of ['code', 'data', 'environment'] as const) {
        const cells = { yy: 0, yn: 0, ny: 0, nn: 0 }; // label Yes/No × engine present-or-partial yes/no
        for (const b of bugs) {
          const yes = b.labels[LABEL[item]] === 'Yes';
          const engine = presentish(paper(b.bug_id).report, item);
          cells[`${yes ? 'y' : 'n'}${engine ? 'y' : 'n'}`]++;
        }
        out[item] = {
          agree: cells.yy + cells.nn,
          n: bugs.length,
          confusion: `Yes→engine ${cells.yy}/${cells.yy + cells.yn}, No→engine absent ${cells.nn}/${cells.ny + cells.nn}`,
        };
      }
      let fw = 0;
      let fwTagged = 0;
      for (const b of bugs) {
        const engine = paper(b.bug_id).report.framework;
        if (b.labels.framework === 'PyTorch' ? engine === 'pytorch' : TF_FRAMEWORKS.includes(engine)) fw++;
        // Six rows' Framework label contradicts the question's own tags (e.g. 71765132, tagged pytorch, is
        // labelled "TF + Keras"); where the tags name a framework they are taken as the truth here.
        const tagged = b.tags?.includes('pytorch')
          ? 'PyTorch'
          : b.tags?.some((t) => /tensorflow|keras/.test(t))
            ? 'TF + Keras'
            : b.labels.framework;
        if (tagged === 'PyTorch' ? engine === 'pytorch' : TF_FRAMEWORKS.includes(engine)) fwTagged++;
      }
      out.framework = { agree: fw, n: bugs.length, confusion: `with tag-corrected labels ${fwTagged}/${bugs.length}` };
      out.framework_tag_corrected = { agree: fwTagged, n: bugs.length, confusion: '' };
      return out;
    };

    const all = measure(buildable);
    const text = measure(withText);
    const lines = [
      `[paper bugs] agreement of engine present-or-partial with the authors' Yes/No (all ${buildable.length} buildable | ${withText.length} with question prose):`,
    ];
    for (const k of Object.keys(all)) {
      if (k === 'framework_tag_corrected') continue;
      lines.push(
        `  ${k.padEnd(12)} ${all[k].agree}/${all[k].n} (${pct(all[k].agree, all[k].n)} %) | ${text[k].agree}/${text[k].n} (${pct(text[k].agree, text[k].n)} %)   ${all[k].confusion}`,
      );
    }
    console.log(lines.join('\n'));

    // Observed (all 99 | 40 with prose): code 90.9 | 87.5 %, data 70.7 | 77.5 %, environment 97.0 | 95.0 %,
    // framework 81.8 | 95.0 %, tag-corrected 85.9 %. Most framework misses are Keras snippets without imports,
    // titles or tags (Sequential() … model.fit) judged "other". Floors: observed minus a margin for rule tuning.
    // Caveat: the rebuilt questions lack the posts' outputs and tracebacks, and 59 lack their prose entirely.
    const rate = (m: { agree: number; n: number }) => m.agree / m.n;
    expect(rate(all.code)).toBeGreaterThanOrEqual(0.85);
    expect(rate(all.data)).toBeGreaterThanOrEqual(0.6);
    expect(rate(all.environment)).toBeGreaterThanOrEqual(0.9);
    expect(rate(all.framework)).toBeGreaterThanOrEqual(0.7);
    expect(rate(all.framework_tag_corrected)).toBeGreaterThanOrEqual(0.75);
    expect(rate(text.code)).toBeGreaterThanOrEqual(0.8);
    expect(rate(text.data)).toBeGreaterThanOrEqual(0.55);
  });
});
