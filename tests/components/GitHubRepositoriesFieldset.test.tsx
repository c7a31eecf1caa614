// @vitest-environment happy-dom
// The options' "GitHub issues" section (README "GitHub issues") with a fake permissions API: the switch, the fixed
// defaults, and the added repositories — Add asks for the repository's origin from the click and stores it only when
// granted (refused, failed, invalid and duplicate names say why, tied to the field), Remove gives the permission back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { OptionsForm } from '../../components/OptionsForm';
import type { RepositoryPermissions } from '../../components/GitHubRepositoriesFieldset';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings';
import { DEFAULT_DL_REPOSITORIES } from '../../lib/site/githubIssuePages';

/** A permissions API answering every request with `answer` (a value, or an error to reject with). */
function fakePermissions(answer: boolean | Error = true) {
  const requested: string[][] = [];
  const released: string[][] = [];
  const permissions: RepositoryPermissions = {
    request: vi.fn((origins: string[]) => {
      requested.push(origins);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
    release: vi.fn(async (origins: string[]) => void released.push(origins)),
  };
  return { permissions, requested, released };
}

describe('GitHub issues in the options', () => {
  let root: HTMLElement;
  let settings: Settings;
  let changes: Settings[];
  let fake: ReturnType<typeof fakePermissions>;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
    changes = [];
  });

  /** The form as the options page runs it: each change re-renders it with the reported value. */
  const show = (initial: Settings, answer: boolean | Error = true) => {
    settings = initial;
    fake = fakePermissions(answer);
    const rerender = () =>
      render(
        <OptionsForm
          settings={settings}
          onChange={(next) => {
            changes.push(next);
            settings = next;
            rerender();
          }}
          permissions={fake.permissions}
        />,
        root,
      );
    rerender();
  };
  const el = <T extends Element = HTMLElement>(name: string) => {
    const found = root.querySelector<T & Element>(`[data-reprolens="option-${name}"]`);
    if (!found) throw new Error(`no option-${name}`);
    return found;
  };
  const field = () => el<HTMLInputElement>('github-repository');
  const message = () => el('github-message').textContent;
  const type = (text: string) =>
    act(() => {
      field().value = text;
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
  /** Clicks Add and lets the permission answer arrive (a microtask, as the browser's would after the prompt). */
  const add = async (text: string) => {
    type(text);
    await act(async () => {
      el<HTMLButtonElement>('github-add').click();
    });
  };
  const addedNames = () =>
    [...root.querySelectorAll('[data-reprolens="option-github-added"] li .rl-repository-name')].map((n) => n.textContent);

  it('is its own fieldset: the switch, the six defaults listed (no Remove), a labelled field tied to its hint and message', () => {
    show(DEFAULT_SETTINGS);
    const fieldset = el('github');
    expect(fieldset.querySelector('legend')!.textContent).toBe('GitHub issues');
    const box = el<HTMLInputElement>('overlayOnGitHub');
    expect(box.checked).toBe(true);
    expect(root.querySelector(`label[for="${box.id}"]`)!.textContent).toBe('Show the panel on GitHub issue pages');
    const defaults = el('github-defaults');
    expect([...defaults.querySelectorAll('li')].map((li) => li.textContent)).toEqual([...DEFAULT_DL_REPOSITORIES]);
    expect(defaults.querySelectorAll('button')).toHaveLength(0);
    expect(document.getElementById(defaults.getAttribute('aria-labelledby')!)!.textContent).toBe('Always included');
    expect(el('github-none').textContent).toBe('None yet.');
    expect(root.querySelector(`label[for="${field().id}"]`)!.textContent).toBe('Add a repository');
    const described = field().getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id))).toEqual([
      expect.objectContaining({ textContent: expect.stringContaining('owner/repo or a github.com address') }),
      el('github-message'),
    ]);
    expect(el('github-message').getAttribute('aria-live')).toBe('polite');
  });

  it('the switch reports overlayOnGitHub alone', () => {
    show(DEFAULT_SETTINGS);
    el<HTMLInputElement>('overlayOnGitHub').click();
    expect(changes).toEqual([{ ...DEFAULT_SETTINGS, overlayOnGitHub: false }]);
  });

  it('granted: asks for the repository’s origin, then stores it, lists it with a named Remove button, clears the field', async () => {
    show(DEFAULT_SETTINGS);
    await add('https://github.com/NVIDIA/apex/issues/1770');
    expect(fake.requested).toEqual([['https://github.com/NVIDIA/apex/*']]);
    // GitHub's spelling, from the pasted URL (match patterns are case-sensitive).
    expect(changes).toEqual([{ ...DEFAULT_SETTINGS, gitHubRepositories: ['NVIDIA/apex'] }]);
    expect(addedNames()).toEqual(['NVIDIA/apex']);
    const remove = el<HTMLButtonElement>('github-remove');
    expect(remove.type).toBe('button');
    expect(remove.getAttribute('aria-label')).toBe('Remove NVIDIA/apex');
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(message()).toMatch(/^Added NVIDIA\/apex/);
  });

  it('asks from the click itself: the request is made before the click handler returns (a user gesture)', () => {
    show(DEFAULT_SETTINGS);
    type('microsoft/DeepSpeed');
    el<HTMLButtonElement>('github-add').click();
    expect(fake.permissions.request).toHaveBeenCalledTimes(1); // synchronously, no await before it
  });

  it('Enter in the field adds too, without submitting the form', async () => {
    show(DEFAULT_SETTINGS);
    type('microsoft/deepspeed');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => {
      field().dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    expect(changes.at(-1)!.gitHubRepositories).toEqual(['microsoft/deepspeed']);
  });

  it('refused: stores nothing and says so', async () => {
    show(DEFAULT_SETTINGS, false);
    await add('nvidia/apex');
    expect(fake.requested).toHaveLength(1);
    expect(changes).toEqual([]);
    expect(message()).toBe('Not added: the browser did not grant access to github.com for nvidia/apex.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().value).toBe('nvidia/apex'); // kept, to try again
  });

  it('a failing request: stores nothing and shows the browser’s reason', async () => {
    show(DEFAULT_SETTINGS, new Error('This function must be called during a user gesture'));
    await add('nvidia/apex');
    expect(changes).toEqual([]);
    expect(message()).toBe('Not added: This function must be called during a user gesture');
  });

  it('invalid, default and duplicate names: a message tied to the field, and no permission asked', async () => {
    show({ ...DEFAULT_SETTINGS, gitHubRepositories: ['nvidia/apex'] });
    await add('not a repo');
    expect(message()).toMatch(/is not a GitHub repository/);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await add('https://github.com/pytorch/vision');
    expect(message()).toBe('pytorch/vision is one of the default repositories: its issue pages already get the panel.');
    await add('NVIDIA/Apex');
    expect(message()).toBe('nvidia/apex is already in your list.');
    await add('');
    expect(message()).toMatch(/^Type a repository/);
    expect(fake.requested).toEqual([]);
    expect(changes).toEqual([]);
    type('nvidia/ap'); // typing again clears the error
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(message()).toBe('');
  });

  it('renders a typed name as text, never as markup', async () => {
    show(DEFAULT_SETTINGS);
    await add('<img src=x onerror=alert(1)>');
    expect(el('github-message').querySelector('img')).toBeNull();
    expect(message()).toContain('<img src=x onerror=alert(1)>');
  });

  it('Remove: drops the repository; the last one gives github.com back, one of several keeps it for the others', async () => {
    show({ ...DEFAULT_SETTINGS, gitHubRepositories: ['nvidia/apex', 'microsoft/deepspeed'] });
    expect(addedNames()).toEqual(['nvidia/apex', 'microsoft/deepspeed']);
    await act(async () => {
      root.querySelector<HTMLButtonElement>('[aria-label="Remove nvidia/apex"]')!.click();
    });
    expect(changes.at(-1)!.gitHubRepositories).toEqual(['microsoft/deepspeed']);
    expect(fake.released).toEqual([]);
    expect(message()).toBe('Removed nvidia/apex.');
    await act(async () => {
      root.querySelector<HTMLButtonElement>('[aria-label="Remove microsoft/deepspeed"]')!.click();
    });
    expect(changes.at(-1)!.gitHubRepositories).toEqual([]);
    expect(fake.released).toEqual([['https://github.com/microsoft/deepspeed/*', 'https://github.com/*']]);
    expect(el('github-none').textContent).toBe('None yet.');
  });

  it('Remove still removes when the browser will not give the permission back, and says it kept it', async () => {
    show({ ...DEFAULT_SETTINGS, gitHubRepositories: ['nvidia/apex'] });
    vi.mocked(fake.permissions.release).mockRejectedValueOnce(new Error('You cannot remove required permissions.'));
    await act(async () => {
      el<HTMLButtonElement>('github-remove').click();
    });
    expect(changes.at(-1)!.gitHubRepositories).toEqual([]);
    expect(message()).toBe('Removed nvidia/apex; the browser kept its access to github.com (You cannot remove required permissions.).');
  });

  it('a grant that arrives after another change extends the settings as they are then', async () => {
    show(DEFAULT_SETTINGS);
    let grant!: (granted: boolean) => void;
    vi.mocked(fake.permissions.request).mockImplementationOnce(() => new Promise<boolean>((resolve) => (grant = resolve)));
    type('nvidia/apex');
    el<HTMLButtonElement>('github-add').click();
    await act(async () => {}); // the Add button is disabled while the browser asks
    expect(el<HTMLButtonElement>('github-add').disabled).toBe(true);
    el<HTMLInputElement>('startExpanded').click();
    await act(async () => grant(true));
    expect(changes.at(-1)).toEqual({ ...DEFAULT_SETTINGS, startExpanded: true, gitHubRepositories: ['nvidia/apex'] });
    expect(el<HTMLButtonElement>('github-add').disabled).toBe(false);
  });

  it('Reset to defaults keeps the added repositories (each holds a permission only Remove gives back)', () => {
    show({ ...DEFAULT_SETTINGS, hideQuiet: true, overlayOnGitHub: false, gitHubRepositories: ['nvidia/apex'] });
    el<HTMLButtonElement>('reset').click();
    expect(changes).toEqual([{ ...DEFAULT_SETTINGS, gitHubRepositories: ['nvidia/apex'] }]);
  });

  it('without a permissions API, Add says it cannot ask and stores nothing', async () => {
    render(<OptionsForm settings={DEFAULT_SETTINGS} onChange={(next) => changes.push(next)} />, root);
    await add('nvidia/apex');
    expect(changes).toEqual([]);
    expect(message()).toBe('Not added: this page cannot ask the browser for permissions.');
  });
});
