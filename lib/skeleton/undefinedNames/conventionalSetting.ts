// Settings a training script cannot run without and the question uses without showing (docs/skeleton.md,
// "Names", 3; checklist §3, "set hyperparameters"): the conventional device line, and small, fast values for
// the batch size, the epoch count and the learning rate. The optimizer only over a model the question defines,
// written right after the line that makes the model; its kind and rate are a TODO. Values that matter for the
// bug are TODOs, not silent guesses.
import { scanCodeLine } from '../../analysis/lineKinds';
import type { CodePiece } from '../codePieces';
import type { ModelShape } from '../modelShapes';
import { ASSUMED_MARK, TODO_MARK } from '../skeletonScript';
import type { NameStrategy } from './strategy';

interface Setting {
  line: string;
  why: string;
  todo?: string;
  /** Written after the line that makes the model, which it uses. */
  afterModel?: boolean;
}

export const conventionalSetting: NameStrategy = {
  knows: 'a conventional setting: device, batch size, epochs, learning rate, optimizer',
  resolve(name, { code, shapes, batchSize, pieces }) {
    const modelInstance = OPTIMIZER.test(name) ? definedModelInstance(code.text, shapes) : null;
    const setting = settingFor(name, modelInstance, batchSize);
    if (!setting) return null;
    // The optimizer needs the model: written right after the (one-line) statement that makes it.
    const at = setting.afterModel && modelInstance ? assignmentLine(pieces, modelInstance) : null;
    if (setting.afterModel && !at) return null;
    const lines = [`${ASSUMED_MARK}: ${setting.why}`, ...(setting.todo ? [`${TODO_MARK} ${setting.todo}`] : []), setting.line];
    return {
      ...(at ? { after: { ...at, lines } } : { definitions: lines }),
      assumptions: [setting.why],
      missing: setting.todo ? [setting.todo] : [],
      needs: ['torch'],
    };
  },
};

const OPTIMIZER = /^(?:optimizer|optim_|opt)$/;

function settingFor(name: string, model: string | null, batchSize: number | null): Setting | null {
  if (name === 'device')
    return {
      line: 'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")',
      why: '`device` (not shown) is the usual "cuda if available, else cpu"',
    };
  if (/^(?:batch_size|BATCH_SIZE|bs)$/.test(name)) {
    const value = batchSize ?? 4;
    return {
      line: `${name} = ${value}`,
      why: `\`${name}\` (not shown) is ${value}`,
      todo: batchSize === null ? `batch size not stated: assumed ${value}` : undefined,
    };
  }
  if (/^(?:num_epochs|n_epochs|epochs|EPOCHS|NUM_EPOCHS|N_EPOCHS|nb_epochs)$/.test(name))
    return { line: `${name} = 1`, why: `\`${name}\` (not shown) is 1: one epoch, so the skeleton runs fast` };
  if (/^(?:lr|learning_rate|LR|LEARNING_RATE)$/.test(name))
    return { line: `${name} = 0.001`, why: `\`${name}\` (not shown) is 0.001`, todo: 'learning rate not stated: assumed 0.001' };
  if (OPTIMIZER.test(name) && model) {
    return {
      line: `${name} = torch.optim.SGD(${model}.parameters(), lr=0.01)`,
      why: `\`${name}\` (not shown) is SGD over \`${model}\`'s parameters`,
      todo: 'optimizer not shown: assumed SGD with learning rate 0.01',
      afterModel: true,
    };
  }
  return null;
}

/** The variable holding an instance of a model class the question defines (`model = Net()`), if any. */
function definedModelInstance(code: string, shapes: ModelShape[]): string | null {
  for (const shape of shapes) {
    const made = new RegExp(`^([A-Za-z_]\\w*)\\s*=\\s*${shape.name}\\s*\\(`, 'm').exec(code);
    if (made) return made[1];
    if (new RegExp(`^${shape.name}\\s*=\\s*(?:torch\\.)?nn\\.Sequential`, 'm').test(code)) return shape.name;
  }
  return null;
}

/** The first module-level line assigning `name`, by piece and line, when that statement is one line. */
function assignmentLine(pieces: CodePiece[], name: string): { piece: number; line: number } | null {
  const pattern = new RegExp(`^${name}\\s*=(?!=)`);
  for (let piece = 0; piece < pieces.length; piece++) {
    const lines = pieces[piece].text.split('\n');
    const line = lines.findIndex((l) => pattern.test(l));
    if (line < 0) continue;
    const { commentStart, bracketDelta } = scanCodeLine(lines[line]);
    const code = commentStart < 0 ? lines[line] : lines[line].slice(0, commentStart);
    return bracketDelta === 0 && !code.trimEnd().endsWith('\\') ? { piece, line } : null;
  }
  return null;
}
