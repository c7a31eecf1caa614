// The options' "GitHub issues" section: the GitHub switch, the six default repositories (fixed), and the
// repositories the user added, with Add and Remove. Adding asks the browser for the repository's origin from the
// click itself (a permission request needs a user gesture: Firefox drops it after any earlier await) and stores the
// repository only when granted; removing gives the permission back (lib/site/addedRepositories.ts originsToRelease).
// The browser calls come in through `permissions` (entrypoints/options/repositoryPermissions.ts; tests pass a fake).
import type { TargetedEvent } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Settings } from '../lib/settings';
import { checkRepositoryToAdd, originsToRelease, repositoryOrigin, sameRepository } from '../lib/site/addedRepositories';
import { DEFAULT_DL_REPOSITORIES } from '../lib/site/githubIssuePages';
import { useLatest } from './hooks/useLatest';
import { OptionCheckbox } from './OptionCheckbox';

/** The browser's permissions API as the form needs it. */
export interface RepositoryPermissions {
  /** Asks for the origins (the browser may prompt); true when granted. Called synchronously from the click. */
  request(origins: string[]): Promise<boolean>;
  /** Gives the origins back. */
  release(origins: string[]): Promise<void>;
}

export interface GitHubRepositoriesFieldsetProps {
  settings: Settings;
  onChange(next: Settings): void;
  permissions: RepositoryPermissions;
}

interface FieldMessage {
  text: string;
  /** An error marks the field invalid; a note (added, removed) does not. */
  error: boolean;
}

const FIELD_ID = 'rl-option-github-repository';
const HINT_ID = `${FIELD_ID}-hint`;
const MESSAGE_ID = `${FIELD_ID}-message`;

export function GitHubRepositoriesFieldset({ settings, onChange, permissions }: GitHubRepositoriesFieldsetProps) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [asking, setAsking] = useState(false);
  // The answer to a prompt comes later: it must extend the settings as they are then, not as they were at the click.
  const latest = useLatest(settings);
  const field = useRef<HTMLInputElement>(null);
  const added = settings.gitHubRepositories;

  const add = () => {
    // The field as it is at the click (a paste or autofill may not have re-rendered yet).
    const check = checkRepositoryToAdd(field.current?.value ?? typed, latest.current.gitHubRepositories);
    if (!check.ok) {
      setMessage({ text: check.message, error: true });
      return;
    }
    const { repository } = check;
    setAsking(true);
    permissions.request([repositoryOrigin(repository)]).then(
      (granted) => {
        setAsking(false);
        if (!granted) {
          setMessage({ text: `Not added: the browser did not grant access to github.com for ${repository}.`, error: true });
          return;
        }
        const now = latest.current;
        if (!now.gitHubRepositories.some((name) => sameRepository(name, repository)))
          onChange({ ...now, gitHubRepositories: [...now.gitHubRepositories, repository] });
        setTyped('');
        setMessage({ text: `Added ${repository}: its issue pages get the panel (reload a page that is already open).`, error: false });
      },
      (error: unknown) => {
        setAsking(false);
        setMessage({ text: `Not added: ${error instanceof Error ? error.message : String(error)}`, error: true });
      },
    );
  };

  const remove = (repository: string) => {
    const remaining = latest.current.gitHubRepositories.filter((name) => name !== repository);
    onChange({ ...latest.current, gitHubRepositories: remaining });
    setMessage({ text: `Removed ${repository}.`, error: false });
    const origins = originsToRelease(repository, remaining);
    if (origins.length === 0) return;
    permissions.release(origins).catch((error: unknown) =>
      setMessage({
        text: `Removed ${repository}; the browser kept its access to github.com (${error instanceof Error ? error.message : String(error)}).`,
        error: false,
      }),
    );
  };

  const onInput = (e: TargetedEvent<HTMLInputElement, Event>) => {
    setTyped(e.currentTarget.value);
    if (message?.error) setMessage(null);
  };
  // Enter in the field adds, as the button does (and is a user gesture too); it must not submit the form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!asking) add();
  };

  return (
    <fieldset data-reprolens="option-github">
      <legend>GitHub issues</legend>
      <OptionCheckbox
        name="overlayOnGitHub"
        label="Show the panel on GitHub issue pages"
        hint="On the issues of the repositories below."
        checked={settings.overlayOnGitHub}
        onToggle={(on) => onChange({ ...settings, overlayOnGitHub: on })}
      />

      <p class="rl-option-label" id="rl-github-defaults-label">
        Always included
      </p>
      <ul class="rl-repository-list" aria-labelledby="rl-github-defaults-label" data-reprolens="option-github-defaults">
        {DEFAULT_DL_REPOSITORIES.map((name) => (
          <li key={name}>
            <span class="rl-repository-name">{name}</span>
          </li>
        ))}
      </ul>

      <p class="rl-option-label" id="rl-github-added-label">
        Added by you
      </p>
      {added.length === 0 ? (
        <p class="rl-option-hint" data-reprolens="option-github-none">
          None yet.
        </p>
      ) : (
        <ul class="rl-repository-list" aria-labelledby="rl-github-added-label" data-reprolens="option-github-added">
          {added.map((name) => (
            <li key={name}>
              <span class="rl-repository-name">{name}</span>
              <button
                type="button"
                class="rl-reset rl-repository-remove"
                aria-label={`Remove ${name}`}
                data-reprolens="option-github-remove"
                onClick={() => remove(name)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      <label class="rl-option-label" for={FIELD_ID}>
        Add a repository
      </label>
      <div class="rl-repository-add">
        <input
          type="text"
          id={FIELD_ID}
          ref={field}
          name="gitHubRepository"
          data-reprolens="option-github-repository"
          placeholder="owner/repo"
          autocomplete="off"
          spellcheck={false}
          aria-describedby={`${HINT_ID} ${MESSAGE_ID}`}
          aria-invalid={message?.error ? 'true' : undefined}
          value={typed}
          onInput={onInput}
          onKeyDown={onKeyDown}
        />
        <button type="button" class="rl-reset" data-reprolens="option-github-add" disabled={asking} onClick={add}>
          Add
        </button>
      </div>
      <p id={HINT_ID} class="rl-option-hint">
        owner/repo or a github.com address. The browser asks you to allow ReproLens on github.com; nothing is fetched.
      </p>
      <p
        id={MESSAGE_ID}
        class={message?.error ? 'rl-options-warning' : 'rl-option-hint'}
        aria-live="polite"
        data-reprolens="option-github-message"
      >
        {message?.text ?? ''}
      </p>
    </fieldset>
  );
}
