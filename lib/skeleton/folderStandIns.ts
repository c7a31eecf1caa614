import { callsNamed, keywordArg, positional, readArguments } from '../python/nodes';
import { parsePython } from '../python/slicedParse';
import type { LinePlan } from './dataStandIns';
import { imageLayout } from './imageStandIns';
import { findModelShapes } from './modelShapes';

/** Datasets that read a folder of class sub-folders (torchvision's names). */
const FOLDER_DATASETS: readonly string[] = ['ImageFolder'];
/** The stand-in folder, made in the script's working folder. */
export const STAND_IN_FOLDER = 'reprolens_image_folder';
const PICTURES_PER_CLASS = 4;
/** Classes when the question's model does not say: the fewest a classifier has. */
const DEFAULT_CLASSES = 2;

/** `ds = datasets.ImageFolder(root, …)` reading a made-up folder of class folders, or null when the line has none. */
export function planImageFolder(line: string, code: string, prose: string): LinePlan | null {
  const indent = /^[ \t]*/.exec(line)![0];
  const statement = line.slice(indent.length);
  const datasets = callsNamed(parsePython(statement), statement, (written) => FOLDER_DATASETS.includes(written.split('.').pop()!));
  const roots = datasets.flatMap(({ call }) => {
    const args = readArguments(call.lastChild, statement);
    return keywordArg(args, 'root') ?? positional(args, 0) ?? [];
  });
  if (roots.length !== 1) return null;
  const [root] = roots;
  const { size, sizeFrom } = imageLayout(null, code, prose);
  const [h, w] = size;
  const outputs = findModelShapes(code)[0]?.outputs ?? null;
  const classes = outputs && outputs > 1 ? outputs : DEFAULT_CLASSES;
  const classesFrom = outputs && outputs > 1 ? "the model's last Linear" : 'assumed';
  const replaced = `${statement.slice(0, root.from)}'${STAND_IN_FOLDER}'${statement.slice(root.to)}`.trimEnd();
  const folder = (...parts: string[]) => `os.path.join('${STAND_IN_FOLDER}', ${parts.join(', ')})`;
  return {
    replace: [
      `${indent}# ${line.trim()}`,
      `${indent}for _class in range(${classes}): os.makedirs(${folder("f'class_{_class}'")}, exist_ok=True)  # ReproLens: stand-in folder, ${classes} classes (${classesFrom}) of ${PICTURES_PER_CLASS} blank pictures`,
      `${indent}for _picture in range(${classes * PICTURES_PER_CLASS}): torchvision.transforms.functional.to_pil_image(torch.zeros(3, ${h}, ${w})).save(${folder(`f'class_{_picture % ${classes}}'`, "f'{_picture}.png'")})  # ReproLens: ${h}x${w} (${sizeFrom})`,
      `${indent}${replaced}  # ReproLens: reads the stand-in folder instead of the asker's`,
    ],
    assumption: `the asker's image folder is replaced by ${STAND_IN_FOLDER}/: ${classes} class folders (${classesFrom}) of ${PICTURES_PER_CLASS} blank ${h}x${w} pictures (${sizeFrom})`,
    needs: ['os', 'torch', 'torchvision'],
  };
}
