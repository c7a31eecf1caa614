// File stand-ins whose layout the code fixes (docs/skeleton.md, "Data the reader does not have"; lib/skeleton/imageStandIns.ts and
// lib/skeleton/tableLayouts.ts), on the real questions of tests/fixtures/skeleton/file-layout-questions.jsonl
// (provenance: tests/fixtures/skeleton/PROVENANCE.md): the whole skeleton is built as the product builds it.
import { describe, expect, it } from 'vitest';
import type { Skeleton } from '../../lib/skeleton/build';
import { fixtureSkeleton, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('file-layout-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

/** The script's line that starts (after its indentation) with `start`, and the line after it. */
function lineAndNext(script: string, start: string): [string, string] {
  const lines = script.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(start));
  if (at < 0) throw new Error(`no line starts with ${start}`);
  return [lines[at], lines[at + 1]];
}

describe('Image.open of a local picture becomes Image.new of the mode and size the question implies', () => {
  it('mode and size from the prose\'s "Image size is (1 x 256 x 256)": a grey 256x256 picture (67845882)', () => {
    const s = skeletonOf(67845882);
    expect(lineAndNext(s.script, '# x = np.array(Image.open(')).toEqual([
      '# x = np.array(Image.open("cat.jpg"))',
      `x = np.array(Image.new('L', (256, 256)))  # ReproLens: stand-in picture, mode 'L' (the question's "Image size is (1 x 256 x 256)"), 256x256 (the question's "Image size is (1 x 256 x 256)")`,
    ]);
    expect(s.status).toBe('runnable');
    expect(s.missing).toEqual([]);
  });

  it("size from the code's last crop, `CenterCrop(224)`; mode RGB assumed; the read inside a function keeps its indentation (63552044)", () => {
    const s = skeletonOf(63552044);
    expect(lineAndNext(s.script, '# img=Image.open(')[1]).toBe(
      "img=Image.new('RGB', (224, 224))  # ReproLens: stand-in picture, mode 'RGB' (assumed), 224x224 (the code's CenterCrop(224))",
    );
    expect(lineAndNext(s.script, '# img = Image.open(')[1]).toBe(
      "    img = Image.new('RGB', (224, 224))  # ReproLens: stand-in picture, mode 'RGB' (assumed), 224x224 (the code's CenterCrop(224))",
    );
    expect(s.script).not.toMatch(/^\s*img\s*=\s*Image\.open/m);
  });

  it("mode from the code's own `.convert('RGB')`, which still runs on the stand-in (63098379)", () => {
    const s = skeletonOf(63098379);
    expect(lineAndNext(s.script, '# x = Image.open(')[1]).toBe(
      "x = Image.new('RGB', (224, 224)).convert('RGB')  # ReproLens: stand-in picture, mode 'RGB' (the code's .convert('RGB')), 224x224 (assumed)",
    );
  });

  it("must not change: a picture opened from bytes in memory is no file on the asker's disk (73270890)", () => {
    const s = skeletonOf(73270890);
    expect(s.script).toContain('image = Image.open(io.BytesIO(some_image))');
    expect(s.script).not.toContain('Image.new(');
  });
});

describe('pd.read_csv read with .iloc becomes a table as wide as the .iloc reads', () => {
  it('inside a Dataset: `iloc[idx, 0]` and `iloc[idx, 1:-1]…reshape((1,16,16))` fix 1 + 256 + 1 = 258 columns (64635630)', () => {
    const s = skeletonOf(64635630);
    expect(lineAndNext(s.script, '# self.data = pd.read_csv(')).toEqual([
      '        # self.data = pd.read_csv(file_path, header = None, sep =" ")',
      "        self.data = pd.DataFrame(np.random.randint(0, 10, (64, 258)))  # ReproLens: stand-in table, 258 columns as the code's self.data.iloc[idx,0], self.data.iloc[idx,1:-1] read; values assumed",
    ]);
    expect(s.assumptions).toContain(
      "`self.data` is a table the question does not include; replaced by 64 rows of whole numbers 0-9 (assumed) in 258 columns, the width the code's .iloc reads fix",
    );
  });

  it('`iloc[index, 0]` and `iloc[index, 1]` without a reshape: two columns (61713873)', () => {
    const s = skeletonOf(61713873);
    expect(lineAndNext(s.script, '# self.annotations = pd.read_csv(')[1].trim()).toMatch(
      /^self\.annotations = pd\.DataFrame\(np\.random\.randint\(0, 10, \(64, 2\)\)\) {2}# ReproLens: stand-in table, 2 columns/,
    );
  });

  it("must not change: a table read by column name (`df['target']`, `df.drop(…)`) keeps its TODO (62549990)", () => {
    const s = skeletonOf(62549990);
    const [todo, line] = lineAndNext(s.script, '# TODO (ReproLens): this line reads `../iris.csv`');
    expect(todo).toContain('a file the question does not include');
    expect(line).toBe("df = pd.read_csv(r'../iris.csv')");
  });
});

describe('ImageFolder(root) reads a stand-in folder of class folders the script makes', () => {
  it("the question's line keeps its call, only the root changes; classes from the model's last Linear (63339144)", () => {
    const s = skeletonOf(63339144);
    const lines = s.script.split('\n');
    const at = lines.indexOf("# train_data = datasets.ImageFolder(os.path.join(root, 'train'), transform=train_transform)");
    expect(lines.slice(at + 1, at + 4)).toEqual([
      "for _class in range(2): os.makedirs(os.path.join('reprolens_image_folder', f'class_{_class}'), exist_ok=True)  # ReproLens: stand-in folder, 2 classes (the model's last Linear) of 4 blank pictures",
      "for _picture in range(8): torchvision.transforms.functional.to_pil_image(torch.zeros(3, 224, 224)).save(os.path.join('reprolens_image_folder', f'class_{_picture % 2}', f'{_picture}.png'))  # ReproLens: 224x224 (assumed)",
      "train_data = datasets.ImageFolder('reprolens_image_folder', transform=train_transform)  # ReproLens: reads the stand-in folder instead of the asker's",
    ]);
    expect(s.script).toContain('import os  # ReproLens: added');
  });

  it('a name the stand-in line still reads (`transform=train_transform`) stays a TODO saying the question never defines it (63339144)', () => {
    const s = skeletonOf(63339144);
    expect(s.missing).toContain('`train_transform` is used but never defined in the question');
    expect(s.missing).not.toContain('`train_transform` is only defined inside a function, not where the code uses it');
  });
});
