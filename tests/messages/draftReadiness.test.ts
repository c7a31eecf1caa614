// What a draft waits for before the coach grades it (lib/messages/draftReadiness.ts), on the real drafts the coach tests
// type: a real CUDA out-of-memory question (tests/fixtures/decisive/PROVENANCE.md) and tensorflow/tensorflow issues
// (tests/fixtures/tf/PROVENANCE.md), cut back to the stages of the trial: an empty Ask page, a title, one sentence.
import { describe, expect, it } from 'vitest';
import { draftWaitsFor } from '../../lib/messages/draftReadiness';
import { shownVerdict, waitingLine } from '../../lib/messages/draftWaiting';
import { draftQuestion, judgeDraftWithWaits, type DraftFields } from '../../lib/messages/draftVerdict';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { complete, incomplete, OUT_OF_MEMORY_TAGS, outOfMemory, outOfMemoryProse } from '../browser/helpers/askPageDrafts';

const draft = (title: string, markdown: string, tags = OUT_OF_MEMORY_TAGS): DraftFields => ({
  title,
  markdown,
  tags,
  site: 'stackoverflow',
});
const waitsOf = (d: DraftFields) => draftWaitsFor(d.title, draftQuestion(d));
/** The question's first sentence, as typed first into an Ask page. */
const firstSentence = outOfMemory.body.split('\n')[0];

describe('draftWaitsFor', () => {
  it('an empty draft waits for code or an error, and says only that', () => {
    const waits = waitsOf(draft('', ''));
    expect(waits).toEqual(['code_or_error', 'title', 'words']);
    expect(waitingLine(waits)).toBe("I'll check once there is code or an error.");
  });

  it('a title and one sentence still wait for code or an error: no grade, whatever the engine would say', () => {
    const oneSentence = draft(outOfMemory.title, firstSentence);
    expect(waitsOf(oneSentence)).toEqual(['code_or_error']);
    const judged = judgeDraftWithWaits(oneSentence, DEFAULT_SETTINGS);
    const shown = shownVerdict(judged);
    expect(shown).toMatchObject({ state: 'unreadable', why: "I'll check once there is code or an error." });
  });

  it('the error in a code block without a title or words waits for those, by name', () => {
    const errorOnly = outOfMemory.body.split('\n\n')[1];
    expect(errorOnly).toMatch(/^```\nRuntimeError: CUDA out of memory/);
    expect(waitsOf(draft('', errorOnly))).toEqual(['title', 'words']);
    expect(waitingLine(['title', 'words'])).toBe("I'll check once there is a title and a few words about the problem.");
    expect(waitsOf(draft(outOfMemory.title, errorOnly))).toEqual(['words']);
    expect(waitsOf(draft('', `${firstSentence}\n\n${errorOnly}`))).toEqual(['title']);
  });

  it('an error quoted in prose counts as the error, not as the asker’s words', () => {
    const quoted = 'RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 2.00 GiB total capacity)';
    expect(waitsOf(draft(outOfMemory.title, quoted))).toEqual(['words']);
    expect(waitsOf(draft(outOfMemory.title, outOfMemoryProse))).toEqual([]);
  });

  it('the whole drafts the coach tests type are ready: they get their grade as before', () => {
    for (const d of [outOfMemory, incomplete, complete]) {
      const fields = draft(d.title, d.body.replace(/\r\n?/g, '\n'), ['tensorflow']);
      expect(waitsOf(fields), d.title).toEqual([]);
      const judged = judgeDraftWithWaits(fields, DEFAULT_SETTINGS);
      expect(shownVerdict(judged)).toBe(judged.verdict);
    }
  });
});
