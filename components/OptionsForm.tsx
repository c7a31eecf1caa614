// The options form: which sites get the panel, how the panel opens, which checklist items are checked.
// Controlled and pure: it shows `settings` and reports each change as the whole next value; the options
// page entrypoint loads and saves it.
import { ITEM_TEXTS } from '../lib/items/shared/texts';
import { ITEM_IDS } from '../lib/checklist';
import type { ItemId } from '../lib/checklist';
import { readSettings, type PresubmitThreshold, type Settings } from '../lib/settings';
import { SUPPORTED_SITES, type SiteHost } from '../lib/site/sites';
import { GitHubRepositoriesFieldset, type RepositoryPermissions } from './GitHubRepositoriesFieldset';
import { OptionCheckbox } from './OptionCheckbox';

const PRESUBMIT_CHOICES: Array<[PresubmitThreshold, string]> = [
  ['top1', 'the most critical item for the bug type'],
  ['top3', 'one of the three most critical items for the bug type (recommended)'],
  ['any', 'any checklist item'],
];

export interface OptionsFormProps {
  settings: Settings;
  onChange(next: Settings): void;
  /**
   * The browser's permissions for the GitHub repositories the user adds (an optional host permission, asked for on
   * Add); without it, adding fails with a message.
   */
  permissions?: RepositoryPermissions;
}

// Without a permissions API (a page that cannot ask), adding a repository says so instead of storing it unpermitted.
const NO_PERMISSIONS: RepositoryPermissions = {
  request: () => Promise.reject(new Error('this page cannot ask the browser for permissions.')),
  release: () => Promise.resolve(),
};

export function OptionsForm({ settings, onChange, permissions = NO_PERMISSIONS }: OptionsFormProps) {
  const anyItemOn = ITEM_IDS.some((id) => settings.items[id]);
  return (
    <form class="rl-options-form" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Show the panel on</legend>
        {SUPPORTED_SITES.map((site) => (
          <OptionCheckbox
            key={site.host}
            name={`site-${site.host}`}
            label={site.name}
            hint={site.host}
            checked={settings.overlayBySite[site.host]}
            onToggle={(on) => onChange(withSite(settings, site.host, on))}
          />
        ))}
      </fieldset>

      <GitHubRepositoriesFieldset settings={settings} onChange={onChange} permissions={permissions} />

      <fieldset>
        <legend>Panel</legend>
        <OptionCheckbox
          name="startExpanded"
          label="Start expanded"
          hint="Open the panel with the whole checklist instead of its one-line summary."
          checked={settings.startExpanded}
          onToggle={(on) => onChange({ ...settings, startExpanded: on })}
        />
        <OptionCheckbox
          name="hideQuiet"
          label="Hide the one-line note on questions that get no score"
          hint="When on, how-to and conceptual questions show nothing either (this wins over the option below)."
          checked={settings.hideQuiet}
          onToggle={(on) => onChange({ ...settings, hideQuiet: on })}
        />
        <OptionCheckbox
          name="showNotDeepLearning"
          label="Say so on questions outside deep learning"
          hint="Off: questions that are not about deep learning show no panel and no badge."
          checked={settings.showNotDeepLearning}
          onToggle={(on) => onChange({ ...settings, showNotDeepLearning: on })}
        />
      </fieldset>

      <fieldset>
        <legend>Writing coach (Ask, edit and Staging Ground pages)</legend>
        {SUPPORTED_SITES.map((site) => (
          <OptionCheckbox
            key={site.host}
            name={`coach-${site.host}`}
            label={`Coach on ${site.name}`}
            hint={`Checks your draft as you type on ${site.host}.`}
            checked={settings.coachBySite[site.host]}
            onToggle={(on) => onChange({ ...settings, coachBySite: { ...settings.coachBySite, [site.host]: on } })}
          />
        ))}
        <OptionCheckbox
          name="coachStartCollapsed"
          label="Start the coach collapsed"
          hint="Show only its one-line score until you open it."
          checked={settings.coachStartCollapsed}
          onToggle={(on) => onChange({ ...settings, coachStartCollapsed: on })}
        />
        <OptionCheckbox
          name="askBeforePosting"
          label="Ask once before posting when something critical is missing"
          hint="One dialog per draft, with “Post anyway”; it never stops a post."
          checked={settings.askBeforePosting}
          onToggle={(on) => onChange({ ...settings, askBeforePosting: on })}
        />
        {/* A nested fieldset whose legend names the group, one radio and its label per line (the old
            grid put each radio row in the narrow first column: one word per line). */}
        <fieldset class="rl-radio-group" data-reprolens="option-threshold">
          <legend class="rl-option-label">Ask when missing</legend>
          {PRESUBMIT_CHOICES.map(([value, label]) => (
            <label key={value} class="rl-radio" for={`rl-option-threshold-${value}`}>
              <input
                type="radio"
                id={`rl-option-threshold-${value}`}
                name="presubmitThreshold"
                value={value}
                data-reprolens={`option-threshold-${value}`}
                checked={settings.presubmitThreshold === value}
                disabled={!settings.askBeforePosting}
                onChange={() => onChange({ ...settings, presubmitThreshold: value })}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>Checklist items</legend>
        <p class="rl-fieldset-intro">Items turned off are not checked, scored or suggested.</p>
        {ITEM_IDS.map((id) => ({ id, ...ITEM_TEXTS[id] })).map((item) => (
          <OptionCheckbox
            key={item.id}
            name={`item-${item.id}`}
            label={item.title}
            hint={item.description}
            checked={settings.items[item.id]}
            onToggle={(on) => onChange(withItem(settings, item.id, on))}
          />
        ))}
        {!anyItemOn && (
          <p class="rl-options-warning" data-reprolens="option-items-none">
            With every item off, bug reports get no score.
          </p>
        )}
      </fieldset>

      <button type="button" class="rl-reset" data-reprolens="option-reset" onClick={() => onChange(resetKeepingRepositories(settings))}>
        Reset to defaults
      </button>
    </form>
  );
}

function withSite(settings: Settings, host: SiteHost, on: boolean): Settings {
  return { ...settings, overlayBySite: { ...settings.overlayBySite, [host]: on } };
}

function withItem(settings: Settings, id: ItemId, on: boolean): Settings {
  return { ...settings, items: { ...settings.items, [id]: on } };
}

// Reset keeps the added GitHub repositories: each holds a browser permission, given back only by its Remove button.
function resetKeepingRepositories(settings: Settings): Settings {
  return { ...readSettings(undefined), gitHubRepositories: [...settings.gitHubRepositories] };
}
