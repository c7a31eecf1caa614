// The issue page content script on the repositories a user added in the options. The manifest's script
// covers the six defaults (lib/site/githubIssuePages.ts gitHubRepositoryMatches); this registers the same script at
// runtime for the added ones whose optional host permission the browser holds. The pure parts (which patterns,
// whether anything changed) are lib/site/addedRepositories.ts; the one browser difference is here:
// - Chrome MV3: `scripting.registerContentScripts`, persisted across sessions (the service worker still re-checks on
//   every start: a permission may have been taken back in chrome://extensions meanwhile).
// - Firefox MV2: `contentScripts.register`, which lasts as long as this background page, so it registers on every start.
import { browser } from 'wxt/browser';
import {
  ADDED_REPOSITORIES_SCRIPT_ID,
  addedRepositoriesChanged,
  ISSUE_SCRIPT_FILES,
  type RepositoryRegistrar,
  syncAddedRepositories,
} from '../../lib/site/addedRepositories';
import { SETTINGS_KEY } from '../../lib/settings';
import { loadSettings } from '../../components/settingsStorage';

export interface AddedRepositoriesSync {
  /** Settles when every sync started so far is done (tests wait on it instead of a delay). */
  idle(): Promise<void>;
}

/** Registers on start, then again whenever the added repositories or the granted permissions change. */
export function startAddedRepositories(): AddedRepositoriesSync {
  let queue = Promise.resolve();
  const idle = () => queue;
  const registrar = browserRegistrar();
  if (!registrar) return { idle }; // neither API: nothing beyond the defaults can run
  // One sync at a time, in order: two quick changes must not interleave an unregister with a register.
  const sync = () => {
    queue = queue
      .then(() =>
        syncAddedRepositories({
          loadAdded: async () => (await loadSettings()).gitHubRepositories,
          holds: (origin) => browser.permissions.contains({ origins: [origin] }),
          registrar,
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => console.warn('ReproLens: could not register the added repositories', error),
      );
  };
  sync();
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SETTINGS_KEY];
    if (area === 'sync' && change && addedRepositoriesChanged(change.oldValue, change.newValue)) sync();
  });
  // Granted in the options, or taken back in the browser's own extension settings.
  browser.permissions.onAdded?.addListener(sync);
  browser.permissions.onRemoved?.addListener(sync);
  return { idle };
}

function browserRegistrar(): RepositoryRegistrar | null {
  // Undefined without the `scripting` permission (the Firefox MV2 build), whatever the Chrome-based types say.
  const scripting = browser.scripting as typeof browser.scripting | undefined;
  if (scripting?.registerContentScripts) return scriptingRegistrar();
  const firefox = (browser as unknown as { contentScripts?: FirefoxContentScripts }).contentScripts;
  return firefox ? firefoxRegistrar(firefox) : null;
}

function scriptingRegistrar(): RepositoryRegistrar {
  const scripting = browser.scripting;
  return {
    async current() {
      const [script] = await scripting.getRegisteredContentScripts({ ids: [ADDED_REPOSITORIES_SCRIPT_ID] });
      return script?.matches ?? [];
    },
    async replace(matches) {
      const registered = await scripting.getRegisteredContentScripts({ ids: [ADDED_REPOSITORIES_SCRIPT_ID] });
      if (registered.length > 0) await scripting.unregisterContentScripts({ ids: [ADDED_REPOSITORIES_SCRIPT_ID] });
      if (matches.length === 0) return;
      await scripting.registerContentScripts([
        {
          id: ADDED_REPOSITORIES_SCRIPT_ID,
          js: [...ISSUE_SCRIPT_FILES],
          matches,
          runAt: 'document_idle',
          persistAcrossSessions: true,
        },
      ]);
    },
  };
}

/** The part of Firefox's `contentScripts` API used here (not in @wxt-dev/browser's Chrome-based types). */
interface FirefoxContentScripts {
  register(options: { js: Array<{ file: string }>; matches: string[]; runAt: 'document_idle' }): Promise<{
    unregister(): Promise<void>;
  }>;
}

function firefoxRegistrar(contentScripts: FirefoxContentScripts): RepositoryRegistrar {
  let registered: { matches: string[]; unregister(): Promise<void> } | null = null;
  return {
    async current() {
      return registered?.matches ?? [];
    },
    async replace(matches) {
      const previous = registered;
      registered = null;
      await previous?.unregister();
      if (matches.length === 0) return;
      const handle = await contentScripts.register({
        js: ISSUE_SCRIPT_FILES.map((file) => ({ file })),
        matches,
        runAt: 'document_idle',
      });
      registered = { matches, unregister: () => handle.unregister() };
    },
  };
}
