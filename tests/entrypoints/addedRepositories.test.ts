// The background's registration of the issue script for added repositories
// (entrypoints/background/addedRepositoryScripts.ts), against the fake browser's storage with a fake scripting (Chrome MV3)
// or contentScripts (Firefox MV2) API and a fake set of granted origins: registered on start, changed with the stored
// list or the permissions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startAddedRepositories } from '../../entrypoints/background/addedRepositoryScripts';
import { ADDED_REPOSITORIES_SCRIPT_ID } from '../../lib/site/addedRepositories';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../lib/settings';

type Listener = () => void;

/** Granted origins and the permission events, as `permissions` gives them. */
function fakePermissions(granted: Set<string>) {
  const added: Listener[] = [];
  const removed: Listener[] = [];
  Object.assign(fakeBrowser.permissions, {
    contains: async ({ origins }: { origins: string[] }) => origins.every((o) => granted.has(o)),
    onAdded: { addListener: (l: Listener) => added.push(l) },
    onRemoved: { addListener: (l: Listener) => removed.push(l) },
  });
  const fire = (listeners: Listener[]) => {
    for (const listener of listeners) listener();
  };
  return { revoke: () => fire(removed), grant: () => fire(added) };
}

const store = (gitHubRepositories: string[]) =>
  fakeBrowser.storage.sync.set({ [SETTINGS_KEY]: { ...DEFAULT_SETTINGS, gitHubRepositories } });

const APEX = 'https://github.com/nvidia/apex/*';
const DEEPSPEED = 'https://github.com/microsoft/deepspeed/*';

describe('added repositories in Chrome MV3 (scripting)', () => {
  let registered: Array<{ id: string; js: string[]; matches: string[]; runAt: string; persistAcrossSessions: boolean }>;
  const originalScripting = fakeBrowser.scripting;
  beforeEach(() => {
    fakeBrowser.reset();
    registered = [];
    Object.assign(fakeBrowser, {
      scripting: {
        getRegisteredContentScripts: async ({ ids }: { ids: string[] }) => registered.filter((s) => ids.includes(s.id)),
        registerContentScripts: vi.fn(async (scripts: typeof registered) => {
          if (scripts.some((s) => registered.some((r) => r.id === s.id))) throw new Error('Duplicate script ID');
          registered.push(...scripts);
        }),
        unregisterContentScripts: vi.fn(async ({ ids }: { ids: string[] }) => {
          registered = registered.filter((s) => !ids.includes(s.id));
        }),
      },
    });
  });
  afterEach(() => {
    Object.assign(fakeBrowser, { scripting: originalScripting });
  });
  const matchesNow = () => registered.flatMap((s) => s.matches);

  it('registers on start for the stored repositories whose origin is granted, as the issue script', async () => {
    await store(['nvidia/apex', 'microsoft/deepspeed', 'pytorch/pytorch']);
    fakePermissions(new Set([APEX]));
    startAddedRepositories();
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toEqual({
      id: ADDED_REPOSITORIES_SCRIPT_ID,
      js: ['content-scripts/issue.js'],
      matches: ['https://github.com/nvidia/apex/*'],
      runAt: 'document_idle',
      persistAcrossSessions: true,
    });
  });

  it('registers a repository as spelled and in lower case (match patterns are case-sensitive)', async () => {
    await store(['NVIDIA/apex']);
    fakePermissions(new Set(['https://github.com/NVIDIA/apex/*']));
    startAddedRepositories();
    await vi.waitFor(() => expect(matchesNow()).toEqual(['https://github.com/NVIDIA/apex/*', 'https://github.com/nvidia/apex/*']));
  });

  it('follows the stored list, and ignores changes to other settings', async () => {
    await store(['nvidia/apex']);
    const granted = new Set([APEX, DEEPSPEED]);
    fakePermissions(granted);
    startAddedRepositories();
    await vi.waitFor(() => expect(matchesNow()).toEqual(['https://github.com/nvidia/apex/*']));
    await store(['nvidia/apex', 'microsoft/deepspeed']);
    await vi.waitFor(() =>
      expect(matchesNow().sort()).toEqual(['https://github.com/microsoft/deepspeed/*', 'https://github.com/nvidia/apex/*']),
    );
    const registers = vi.mocked(fakeBrowser.scripting.registerContentScripts).mock.calls.length;
    await fakeBrowser.storage.sync.set({
      [SETTINGS_KEY]: { ...DEFAULT_SETTINGS, hideQuiet: true, gitHubRepositories: ['nvidia/apex', 'microsoft/deepspeed'] },
    });
    await store([]);
    await vi.waitFor(() => expect(registered).toEqual([]));
    expect(vi.mocked(fakeBrowser.scripting.registerContentScripts).mock.calls.length).toBe(registers);
  });

  it('unregisters when the permission is taken back, and registers again when it is granted', async () => {
    await store(['nvidia/apex']);
    const granted = new Set([APEX]);
    const events = fakePermissions(granted);
    startAddedRepositories();
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    granted.clear();
    events.revoke();
    await vi.waitFor(() => expect(registered).toEqual([]));
    granted.add(APEX);
    events.grant();
    await vi.waitFor(() => expect(matchesNow()).toEqual(['https://github.com/nvidia/apex/*']));
  });

  it('keeps a registration already in place from an earlier session (no duplicate id)', async () => {
    registered.push({
      id: ADDED_REPOSITORIES_SCRIPT_ID,
      js: ['content-scripts/issue.js'],
      matches: ['https://github.com/nvidia/apex/*'],
      runAt: 'document_idle',
      persistAcrossSessions: true,
    });
    await store(['nvidia/apex']);
    fakePermissions(new Set([APEX]));
    const started = startAddedRepositories();
    await started.idle();
    await store(['nvidia/apex', 'microsoft/deepspeed']); // deepspeed not granted: same patterns
    await started.idle();
    expect(fakeBrowser.scripting.registerContentScripts).not.toHaveBeenCalled();
    expect(fakeBrowser.scripting.unregisterContentScripts).not.toHaveBeenCalled();
  });
});

describe('added repositories in Firefox MV2 (contentScripts)', () => {
  const originalScripting = fakeBrowser.scripting;
  let live: Array<{ js: Array<{ file: string }>; matches: string[]; runAt: string }>;
  beforeEach(() => {
    fakeBrowser.reset();
    live = [];
    Object.assign(fakeBrowser, {
      scripting: undefined,
      contentScripts: {
        register: async (options: (typeof live)[number]) => {
          live.push(options);
          return { unregister: async () => void live.splice(live.indexOf(options), 1) };
        },
      },
    });
  });
  afterEach(() => {
    Object.assign(fakeBrowser, { scripting: originalScripting, contentScripts: undefined });
  });

  it('registers on every start (not persisted) and replaces its one registration on a change', async () => {
    await store(['nvidia/apex']);
    fakePermissions(new Set([APEX, DEEPSPEED]));
    startAddedRepositories();
    await vi.waitFor(() => expect(live).toHaveLength(1));
    expect(live[0]).toEqual({
      js: [{ file: 'content-scripts/issue.js' }],
      matches: ['https://github.com/nvidia/apex/*'],
      runAt: 'document_idle',
    });
    await store(['microsoft/deepspeed']);
    await vi.waitFor(() => expect(live.map((s) => s.matches)).toEqual([['https://github.com/microsoft/deepspeed/*']]));
    await store([]);
    await vi.waitFor(() => expect(live).toEqual([]));
  });
});
