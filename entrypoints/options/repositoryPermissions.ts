// The browser's permissions API for the options' GitHub repositories (components/GitHubRepositoriesFieldset.tsx).
// `request` is called straight from the Add click, so the browser sees a user gesture and may show its prompt.
import { browser } from 'wxt/browser';
import type { RepositoryPermissions } from '../../components/GitHubRepositoriesFieldset';

export const browserRepositoryPermissions: RepositoryPermissions = {
  request: (origins) => browser.permissions.request({ origins }),
  release: async (origins) => {
    await browser.permissions.remove({ origins });
  },
};
