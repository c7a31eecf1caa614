// Each item's texts (title, description, short name, consequence), as its own file states them, and the plain names
// of the statuses, for the surfaces that show them without judging anything: the panel, the options, the pre-submit
// dialog and the CLI. Only the texts are imported from the item files, so the content scripts carry no judge code
// (checked by the bundle size in docs/performance.md).
import type { ItemId, ItemStatus } from '../../checklist';
import type { ItemTexts } from './item';
import { codeTexts } from '../code';
import { codeRunnableTexts } from '../codeRunnable';
import { dataTexts } from '../data';
import { modelTexts } from '../model';
import { hyperparametersTexts } from '../hyperparameters';
import { logsTexts } from '../logs';
import { environmentTexts } from '../environment';
import { expectedVsActualTexts } from '../expectedVsActual';

export const ITEM_TEXTS: Readonly<Record<ItemId, ItemTexts>> = {
  code: codeTexts,
  code_runnable: codeRunnableTexts,
  data: dataTexts,
  model: modelTexts,
  hyperparameters: hyperparametersTexts,
  logs: logsTexts,
  environment: environmentTexts,
  expected_vs_actual: expectedVsActualTexts,
};

/** How the surfaces name an item's status: plain words, never "n/a" ("Plain language"). */
export const STATUS_NAMES: Readonly<Record<ItemStatus, string>> = {
  present: 'present',
  partial: 'partial',
  absent: 'missing',
  na: 'does not apply',
};

/** The mark before a status in plain text (the CLI's checklist, the demo's panel summary). */
export const STATUS_SYMBOLS: Readonly<Record<ItemStatus, string>> = { present: '✔', partial: '◐', absent: '✘', na: '–' };
