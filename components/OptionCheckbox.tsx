// One option: a checkbox, its label and its hint (tied by aria-describedby), as every options fieldset shows them.
import type { TargetedEvent } from 'preact';

export interface OptionCheckboxProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onToggle(on: boolean): void;
}

export function OptionCheckbox({ name, label, hint, checked, onToggle }: OptionCheckboxProps) {
  const id = `rl-option-${name}`;
  const onChange = (e: TargetedEvent<HTMLInputElement, Event>) => onToggle(e.currentTarget.checked);
  return (
    <div class="rl-option">
      <input
        type="checkbox"
        id={id}
        name={name}
        data-reprolens={`option-${name}`}
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={onChange}
      />
      <label for={id}>{label}</label>
      <p id={`${id}-hint`} class="rl-option-hint">
        {hint}
      </p>
    </div>
  );
}
