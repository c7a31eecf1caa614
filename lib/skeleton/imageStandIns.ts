// A stand-in for a picture the question opens from the asker's disk (a file stand-in whose
// layout the code fixes; docs/skeleton.md, "Data the reader does not have"): PIL's `Image.open(path)` becomes
// `Image.new(mode, size)`, so the script gets past the read and reaches the reported failure. The mode and size are
// what the question itself implies, in this order: a `.convert(mode)` on the opened image, then a shape the prose
// states for its images, then the first `Conv2d` of the question's own model (channels); the size from the last
// resizing or cropping transform the code builds (the picture is resized to it anyway), then the prose. What none
// of them says is a small default, marked as assumed. The calls are found in the parsed statement, not by pattern.
import type { SyntaxNode } from '@lezer/common';
import { callsNamed, intList, positional, readArguments, stringValue } from '../python/nodes';
import { parsePython } from '../python/slicedParse';
import type { LinePlan } from './dataStandIns';
import { findModelShapes } from './modelShapes';

/** Callees that open a picture file with PIL. */
const IMAGE_OPENERS: readonly string[] = ['Image.open', 'PIL.Image.open'];
/** torchvision transforms whose first argument is the picture's size after them; the last one written wins. */
const SIZING_TRANSFORMS: readonly string[] = ['Resize', 'CenterCrop', 'RandomCrop', 'RandomResizedCrop', 'FiveCrop', 'TenCrop'];
/** An opened argument that is no file on the asker's disk: a download or bytes in memory stay as written. */
const NOT_A_FILE = /\b(?:BytesIO|StringIO|requests|urlopen|urllib)\b|https?:/;
/** A sentence giving the images' shape: "Image size is (1 x 256 x 256)", "images of shape (3, 224, 224)". */
const STATED_IMAGE_SHAPE =
  /\bimages?\b[^.\n]{0,40}?\b(?:size|shape|dimensions?)\b[^.\n\d]{0,20}?\(?\s*(\d{1,4})\s*[x×,*]\s*(\d{1,4})(?:\s*[x×,*]\s*(\d{1,4}))?\s*\)?/i;
/** PIL modes by channel count. */
const MODE_OF_CHANNELS: Readonly<Record<number, string>> = { 1: 'L', 3: 'RGB', 4: 'RGBA' };
/** Size when nothing in the question gives one: small, and what torchvision's ImageNet models are shown with. */
const DEFAULT_SIDE = 224;

export interface ImageLayout {
  mode: string;
  /** Height and width. */
  size: [number, number];
  /** Where the mode and the size came from, for the stand-in's comment; "assumed" when nothing said. */
  modeFrom: string;
  sizeFrom: string;
}

export interface ImageStandIn {
  /** The statement with each `Image.open(…)` replaced by `Image.new(…)`. */
  line: string;
  layout: ImageLayout;
}

/** The statement with its picture reads replaced, or null when it opens no local picture. */
export function imageStandIn(line: string, code: string, prose: string): ImageStandIn | null {
  const indent = /^[ \t]*/.exec(line)![0];
  const statement = line.slice(indent.length);
  const tree = parsePython(statement);
  const opens = callsNamed(tree, statement, (written) => IMAGE_OPENERS.includes(written)).map((c) => c.call);
  const statements = tree.topNode.getChildren('Comment').length;
  if (!opens.length || countChildren(tree.topNode) - statements !== 1) return null; // one statement, with a read
  if (opens.some((call) => NOT_A_FILE.test(statement.slice(call.from, call.to)))) return null;
  const layout = imageLayout(convertedMode(opens[0], statement), code, prose);
  const [h, w] = layout.size;
  let replaced = statement;
  for (const call of [...opens].reverse()) {
    const callee = statement.slice(call.firstChild!.from, call.firstChild!.to).replace(/open$/, 'new');
    replaced = `${replaced.slice(0, call.from)}${callee}('${layout.mode}', (${w}, ${h}))${replaced.slice(call.to)}`;
  }
  return { line: indent + replaced, layout };
}

function countChildren(node: SyntaxNode): number {
  let n = 0;
  for (let child = node.firstChild; child; child = child.nextSibling) n++;
  return n;
}

/** `Image.open(p).convert('L')`: the mode the code converts the opened picture to. */
function convertedMode(open: SyntaxNode, src: string): string | null {
  const member = open.parent;
  if (member?.name !== 'MemberExpression' || member.lastChild?.name !== 'PropertyName') return null;
  if (src.slice(member.lastChild.from, member.lastChild.to) !== 'convert') return null;
  const call = member.parent;
  if (call?.name !== 'CallExpression') return null;
  return stringValue(positional(readArguments(call.lastChild, src), 0), src);
}

/** The picture's mode and size: the code's `.convert`, the prose's stated shape, the model's first Conv2d, the code's transforms. */
export function imageLayout(converted: string | null, code: string, prose: string): ImageLayout {
  const stated = statedShape(prose);
  const channels = firstConvChannels(code);
  const sized = transformSize(code);
  const mode = converted ?? (stated?.channels ? MODE_OF_CHANNELS[stated.channels] : null) ?? (channels ? MODE_OF_CHANNELS[channels] : null);
  const modeFrom = converted
    ? `the code's .convert('${converted}')`
    : stated?.channels && MODE_OF_CHANNELS[stated.channels]
      ? `the question's "${stated.source}"`
      : channels && MODE_OF_CHANNELS[channels]
        ? `the model's first Conv2d (${channels} channels)`
        : 'assumed';
  const size = sized?.size ?? stated?.size ?? [DEFAULT_SIDE, DEFAULT_SIDE];
  const sizeFrom = sized ? `the code's ${sized.source}` : stated ? `the question's "${stated.source}"` : 'assumed';
  return { mode: mode ?? 'RGB', size, modeFrom, sizeFrom };
}

/** The images' shape the prose states: channels first or last when a side is 1, 3 or 4 wide. */
function statedShape(prose: string): { size: [number, number]; channels: number | null; source: string } | null {
  const m = STATED_IMAGE_SHAPE.exec(prose);
  if (!m) return null;
  const dims = m.slice(1, 4).filter(Boolean).map(Number);
  const source = m[0].trim();
  if (dims.length === 2) return { size: [dims[0], dims[1]], channels: null, source };
  if (MODE_OF_CHANNELS[dims[0]]) return { size: [dims[1], dims[2]], channels: dims[0], source };
  if (MODE_OF_CHANNELS[dims[2]]) return { size: [dims[0], dims[1]], channels: dims[2], source };
  return null;
}

/** Input channels of the first layer of the question's own model, when that layer is a Conv2d. */
function firstConvChannels(code: string): number | null {
  const first = findModelShapes(code)[0];
  return first?.first === 'Conv2d' ? first.inputSize : null;
}

/** The size argument of the last resizing or cropping transform the code calls: `Resize(256)`, `CenterCrop((224, 200))`. */
function transformSize(code: string): { size: [number, number]; source: string } | null {
  const lastName = (written: string) => written.split('.').pop()!;
  let found: { size: [number, number]; source: string } | null = null;
  for (const { call, written } of callsNamed(parsePython(code), code, (w) => SIZING_TRANSFORMS.includes(lastName(w)))) {
    const dims = intList(positional(readArguments(call.lastChild, code), 0), code);
    if (!dims || dims.length < 1 || dims.length > 2 || dims.some((d) => d < 1)) continue;
    found = { size: [dims[0], dims[1] ?? dims[0]], source: `${lastName(written)}(${dims.join(', ')})` };
  }
  return found;
}

/** A statement that opens a local picture, with the picture made up instead and the original kept as a comment. */
export function planImageRead(line: string, code: string, prose: string): LinePlan | null {
  const standIn = imageStandIn(line, code, prose);
  if (!standIn) return null;
  const { mode, size, modeFrom, sizeFrom } = standIn.layout;
  const indent = /^[ \t]*/.exec(line)![0];
  return {
    replace: [
      `${indent}# ${line.trim()}`,
      `${standIn.line.trimEnd()}  # ReproLens: stand-in picture, mode '${mode}' (${modeFrom}), ${size[0]}x${size[1]} (${sizeFrom})`,
    ],
    assumption: `a picture the question does not include is replaced by a blank ${mode} image of ${size[0]}x${size[1]} (mode: ${modeFrom}; size: ${sizeFrom})`,
  };
}
