// Drafts already asked about before posting (by page path, in storage.local), so the question comes once per
// draft: a posted question's edit page or Staging Ground post is one draft for good; every Ask page load is a new one.
import { browser } from 'wxt/browser';

const ASKED_KEY = 'reprolens:asked-drafts';
const ASKED_FOR_DAYS = 14;

export async function wasAsked(path: string): Promise<boolean> {
  try {
    const asked = ((await browser.storage.local.get(ASKED_KEY))[ASKED_KEY] ?? {}) as Record<string, number>;
    return typeof asked[path] === 'number' && Date.now() - asked[path] < ASKED_FOR_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

export async function rememberAsked(path: string): Promise<void> {
  try {
    const asked = ((await browser.storage.local.get(ASKED_KEY))[ASKED_KEY] ?? {}) as Record<string, number>;
    const cutoff = Date.now() - ASKED_FOR_DAYS * 86_400_000;
    const kept = Object.fromEntries(Object.entries(asked).filter(([, at]) => at > cutoff));
    await browser.storage.local.set({ [ASKED_KEY]: { ...kept, [path]: Date.now() } });
  } catch {
    // asking again on the next visit is the only cost
  }
}
