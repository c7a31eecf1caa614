// @vitest-environment happy-dom
// The content scripts' context (components/quietContentScriptContext.ts; hostile review 2026-12-01 S1–S2): WXT's
// behaviour — a newer copy of a script stops the older one, other scripts are left alone — without a message or event
// the page could hear or forge. Run in happy-dom with WXT's fake browser (a runtime id is set, as in an extension).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { QuietContentScriptContext, runningScripts } from '../../components/quietContentScriptContext';

describe('QuietContentScriptContext', () => {
  const made: ContentScriptContext[] = [];
  const make = (name: string) => {
    const ctx = new QuietContentScriptContext(name);
    made.push(ctx);
    return ctx;
  };
  afterEach(() => {
    for (const ctx of made.splice(0)) ctx.notifyInvalidated();
    vi.restoreAllMocks();
    fakeBrowser.reset();
  });

  it('posts nothing to the page and dispatches nothing on document or window', () => {
    const posted = vi.spyOn(window, 'postMessage');
    const onDocument = vi.spyOn(document, 'dispatchEvent');
    const onWindow = vi.spyOn(window, 'dispatchEvent');
    make('question');
    expect(posted).not.toHaveBeenCalled();
    expect(onDocument).not.toHaveBeenCalled();
    expect(onWindow).not.toHaveBeenCalled();
  });

  it('a newer copy of the same script stops the older one; another script is left running', () => {
    const old = make('question');
    const coach = make('draft');
    const fresh = make('question');
    expect(old.isValid).toBe(false);
    expect(fresh.isValid).toBe(true);
    expect(coach.isValid).toBe(true);
    expect(runningScripts().size).toBe(2);
  });

  it('a forged WXT "started" event, as the review sent it, stops nothing', () => {
    const ctx = make('question');
    // The name WXT's own class computes; the detail the review's page script sent.
    const type = (ContentScriptContext as unknown as { SCRIPT_STARTED_MESSAGE_TYPE: string }).SCRIPT_STARTED_MESSAGE_TYPE;
    expect(type).toContain(':wxt:content-script-started');
    document.dispatchEvent(new CustomEvent(type, { detail: { contentScriptName: 'question', messageId: 'forged' } }));
    window.postMessage({ type, contentScriptName: 'question', messageId: 'forged' }, '*');
    expect(ctx.isValid).toBe(true);
  });

  it('the same forgery does stop WXT’s own context (what the review saw: the panel removed)', () => {
    const wxt = new ContentScriptContext('question');
    made.push(wxt);
    const type = (ContentScriptContext as unknown as { SCRIPT_STARTED_MESSAGE_TYPE: string }).SCRIPT_STARTED_MESSAGE_TYPE;
    document.dispatchEvent(new CustomEvent(type, { detail: { contentScriptName: 'question', messageId: 'forged' } }));
    expect(wxt.isValid).toBe(false);
  });

  it('an invalidated script leaves the registry', () => {
    const ctx = make('issue');
    expect(runningScripts().has('issue')).toBe(true);
    ctx.notifyInvalidated();
    expect(runningScripts().has('issue')).toBe(false);
  });
});
