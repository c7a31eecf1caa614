// `reprolens check` on saved pages no site reader knows: through Readability on linkedom, with a note saying so.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages } from './fakeIo';

// Real saved Discourse topic (provenance: tests/fixtures/forums/PROVENANCE.md).
const discourse = resolve(import.meta.dirname, '../fixtures/forums/discourse-2020-01_meta-12483.html');

describe('reprolens check <saved page> through Readability', () => {
  it('reads a Discourse topic (first post) and says it was read with Readability', async () => {
    const run = fakeIo();
    expect(await main(['check', discourse], run.io)).toBe(0);
    expect(run.stdout()).toContain('Congratulations, most stars in 2013 GitHub Octoverse!');
    expect(run.stdout() + run.stderr()).toContain('read with Readability');
  });

  it('notes it in the JSON report too', async () => {
    const run = fakeIo();
    expect(await main(['check', '--json', discourse], run.io)).toBe(0);
    expect(run.stdout() + run.stderr()).toContain('read with Readability');
  });

  it('refuses a page with no question-like content, with the reason, exit 2', async () => {
    // Synthesized: a whole page whose only content is a one-line caption.
    const file = join(mkdtempSync(join(tmpdir(), 'reprolens-')), 'synth-caption-only.html');
    writeFileSync(file, '<!doctype html><html><head><title>Photo</title></head><body><p>A photo.</p></body></html>');
    const run = fakeIo();
    expect(await main(['check', file], run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toMatch(
      /synth-caption-only\.html: not a known site's question page, and (Readability found no main content|no question-like content)/,
    );
  });
});
