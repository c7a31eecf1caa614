// Reading a stored settings value: whatever storage returns (nothing, an old or newer version, a hand edit),
// the result is a complete, well-typed Settings value.
import { describe, expect, it } from 'vitest';
import { ITEM_IDS } from '../../lib/checklist';
import { coachEnabledOn, DEFAULT_SETTINGS, overlayEnabledOn, readSettings, type Settings } from '../../lib/settings';
import { SUPPORTED_SITES } from '../../lib/site/sites';

describe('readSettings', () => {
  it.each([
    ['undefined (never saved)', undefined],
    ['null', null],
    ['an array', [true, false]],
    ['a string', 'startExpanded'],
    ['a number', 42],
    ['an empty object', {}],
  ])('gives the defaults for %s', (_name, stored) => {
    expect(readSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('the defaults: every site and item on, panel collapsed, quiet note shown', () => {
    expect(Object.keys(DEFAULT_SETTINGS.overlayBySite)).toEqual(SUPPORTED_SITES.map((s) => s.host));
    expect(Object.values(DEFAULT_SETTINGS.overlayBySite).every(Boolean)).toBe(true);
    expect(Object.keys(DEFAULT_SETTINGS.items)).toEqual([...ITEM_IDS]);
    expect(Object.values(DEFAULT_SETTINGS.items).every(Boolean)).toBe(true);
    expect(DEFAULT_SETTINGS.startExpanded).toBe(false);
    expect(DEFAULT_SETTINGS.hideQuiet).toBe(false);
    // Quiet by default: questions outside deep learning show nothing unless this option is on.
    expect(DEFAULT_SETTINGS.showNotDeepLearning).toBe(false);
  });

  it('returns a fresh value each time, so changing it never changes the defaults', () => {
    const a = readSettings(undefined);
    a.items.code = false;
    a.overlayBySite['stackoverflow.com'] = false;
    expect(DEFAULT_SETTINGS.items.code).toBe(true);
    expect(DEFAULT_SETTINGS.overlayBySite['stackoverflow.com']).toBe(true);
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps a saved value exactly (round trip)', () => {
    const saved: Settings = {
      overlayBySite: {
        'stackoverflow.com': true,
        'datascience.stackexchange.com': false,
        'stats.stackexchange.com': false,
        'ai.stackexchange.com': true,
      },
      startExpanded: true,
      hideQuiet: true,
      showNotDeepLearning: true,
      items: { ...DEFAULT_SETTINGS.items, environment: false, hyperparameters: false },
      coachBySite: {
        'stackoverflow.com': false,
        'datascience.stackexchange.com': true,
        'stats.stackexchange.com': true,
        'ai.stackexchange.com': true,
      },
      coachStartCollapsed: true,
      askBeforePosting: false,
      presubmitThreshold: 'any',
      overlayOnGitHub: false,
      gitHubRepositories: ['google/flax'],
    };
    expect(readSettings(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('falls back to the default threshold for an unknown one, and reads the coach per site', () => {
    expect(readSettings({ presubmitThreshold: 'all' }).presubmitThreshold).toBe('top3');
    expect(readSettings({ presubmitThreshold: 'top1' }).presubmitThreshold).toBe('top1');
    const coachOff = readSettings({ coachBySite: { 'stackoverflow.com': false } });
    expect(coachEnabledOn(coachOff, 'stackoverflow.com')).toBe(false);
    expect(coachEnabledOn(coachOff, 'www.stackoverflow.com')).toBe(false);
    expect(coachEnabledOn(coachOff, 'stats.stackexchange.com')).toBe(true);
    expect(coachEnabledOn(coachOff, 'example.com')).toBe(false);
  });

  it('fills a partial object (an older version) with the defaults', () => {
    expect(readSettings({ startExpanded: true })).toEqual({ ...DEFAULT_SETTINGS, startExpanded: true });
    expect(readSettings({ items: { logs: false } })).toEqual({ ...DEFAULT_SETTINGS, items: { ...DEFAULT_SETTINGS.items, logs: false } });
    expect(readSettings({ overlayBySite: { 'ai.stackexchange.com': false } })).toEqual({
      ...DEFAULT_SETTINGS,
      overlayBySite: { ...DEFAULT_SETTINGS.overlayBySite, 'ai.stackexchange.com': false },
    });
  });

  it('replaces values of the wrong type by the default, field by field', () => {
    const read = readSettings({
      startExpanded: 'yes',
      hideQuiet: 1,
      showNotDeepLearning: 'on',
      overlayBySite: { 'stackoverflow.com': 'false', 'stats.stackexchange.com': false },
      items: { code: null, data: 0, logs: false },
    });
    expect(read).toEqual({
      ...DEFAULT_SETTINGS,
      overlayBySite: { ...DEFAULT_SETTINGS.overlayBySite, 'stats.stackexchange.com': false },
      items: { ...DEFAULT_SETTINGS.items, logs: false },
    });
    expect(readSettings({ overlayBySite: [false, false], items: 'none' })).toEqual(DEFAULT_SETTINGS);
  });

  it('drops unknown keys (a newer version, a hand edit) and unknown site hosts or items', () => {
    const read = readSettings({
      theme: 'dark',
      startExpanded: true,
      overlayBySite: { 'example.com': true, 'superuser.com': false, 'STACKOVERFLOW.COM': false },
      items: { screenshots: false, code: false },
    });
    expect(read).toEqual({ ...DEFAULT_SETTINGS, startExpanded: true, items: { ...DEFAULT_SETTINGS.items, code: false } });
    expect(Object.keys(read)).toEqual(Object.keys(DEFAULT_SETTINGS));
    expect(Object.keys(read.overlayBySite)).toEqual(SUPPORTED_SITES.map((s) => s.host));
    expect(Object.keys(read.items)).toEqual([...ITEM_IDS]);
  });
});

describe('overlayEnabledOn', () => {
  const statsOff = readSettings({ overlayBySite: { 'stats.stackexchange.com': false } });

  it('follows the per-site switch', () => {
    expect(overlayEnabledOn(statsOff, 'stackoverflow.com')).toBe(true);
    expect(overlayEnabledOn(statsOff, 'stats.stackexchange.com')).toBe(false);
  });

  it('reads www. and upper-case hosts as the site', () => {
    expect(overlayEnabledOn(statsOff, 'www.stackoverflow.com')).toBe(true);
    expect(overlayEnabledOn(statsOff, 'StackOverflow.com')).toBe(true);
    expect(overlayEnabledOn(statsOff, 'WWW.STATS.STACKEXCHANGE.COM')).toBe(false);
    expect(overlayEnabledOn(readSettings({ overlayBySite: { 'stackoverflow.com': false } }), 'www.StackOverflow.com')).toBe(false);
  });

  it('is off on hosts that are not supported sites, even look-alikes', () => {
    for (const host of [
      'example.com',
      'superuser.com',
      'meta.stackoverflow.com',
      'stackoverflow.com.evil.test',
      'notstackoverflow.com',
      '',
    ]) {
      expect(overlayEnabledOn(DEFAULT_SETTINGS, host), host).toBe(false);
    }
  });
});

describe('GitHub settings', () => {
  it('defaults to the panel on GitHub and no added repositories', () => {
    expect(readSettings(undefined).overlayOnGitHub).toBe(true);
    expect(readSettings(undefined).gitHubRepositories).toEqual([]);
  });
  it('keeps valid distinct repository names, drops the rest', () => {
    const stored = { gitHubRepositories: ['Google/Flax', 'google/flax', 'no slash', 7, 'https://github.com/openai/whisper'] };
    // Spelled as first stored (match patterns are case-sensitive: lib/site/addedRepositories.ts), distinct ignoring case.
    expect(readSettings(stored).gitHubRepositories).toEqual(['Google/Flax', 'openai/whisper']);
    expect(readSettings({ gitHubRepositories: 'google/flax' }).gitHubRepositories).toEqual([]);
  });
  it('the GitHub switch decides github.com', () => {
    expect(overlayEnabledOn(DEFAULT_SETTINGS, 'github.com')).toBe(true);
    expect(overlayEnabledOn(readSettings({ overlayOnGitHub: false }), 'github.com')).toBe(false);
  });
});
