// Decides whether a string literal in code names a local file, a Drive location or a URL, and keeps the walk's
// data-load fact for it. A local path makes a question hard to reproduce; a URL or a named dataset does not.
import { alternationRegExp } from '../phraseRules';
import { stringContent } from './nodes';
import { located, type WalkState } from './walkState';

export type PathLiteralKind = 'local_path' | 'drive' | 'url';

export interface PathLiteral {
  kind: PathLiteralKind;
  detail: string;
}

// File extensions of data, images, audio, video, archives, checkpoints and model formats: a name ending in one is a
// file (codebook `code_runnable`: "a local file path" is a small gap).
const FILE_EXTENSIONS: readonly string[] = [
  'csv',
  'tsv',
  'npy',
  'npz',
  'png',
  'jpe?g',
  'bmp',
  'gif',
  'tiff?',
  'webp',
  'h5',
  'hdf5',
  'hdf',
  'pt',
  'pth',
  'ckpt',
  't7',
  'txt',
  'json',
  'jsonl',
  'pkl',
  'pickle',
  'tfrecords?',
  'record',
  'zip',
  'tar',
  'gz',
  'tgz',
  '7z',
  'rar',
  'mat',
  'wav',
  'mp3',
  'flac',
  'mp4',
  'avi',
  'mov',
  'xlsx?',
  'parquet',
  'feather',
  'bin',
  'onnx',
  'pb',
  'pbtxt',
  'tflite',
  'xml',
  'ya?ml',
  'nii',
  'dcm',
  'safetensors',
  'joblib',
  'data',
  'idx\\d-ubyte',
  'mdl',
  'caffemodel',
  'prototxt',
  'weights',
  'cfg',
  'names',
  'ark',
  'lmdb',
  'db',
  'sqlite',
];
const FILE_EXTENSION = alternationRegExp(FILE_EXTENSIONS, { flags: 'i', before: '\\.', after: '$' });

const DEVICE_STRING = /^\/(device|gpu|cpu|job|replica|task)\b/i;
const URL = /^(https?|ftp|s3|gs|hdfs):\/\//i;
const DRIVE = /(^\/content\/(drive|gdrive)\b|^\/?gdrive\/|drive\.google\.com|\/My Drive\/|^\/mydrive\b)/i;
const PATH_START = /^(\/|\.{1,2}[/\\]|~[/\\]|[A-Za-z]:[/\\]|\\\\)/;
const HAS_SEPARATOR = /[/\\]/;
/** A plain path segment: no quotes, brackets or format specs. */
const PATH_CHARS = /^[\w.\-~:/\\ ()@+%{}=,]+$/u;
const FORMAT_ONLY = /^(%[-+ #0-9.]*[sdifgexXr]|\{[^}]*\})+$/;

/**
 * `inPathPosition`: the string is the first argument of a file-reading call, or the value of a
 * path-like variable or keyword (`data_dir = 'x/y'`, `root='data'`), where a single separator is enough.
 */
export function classifyPathLiteral(value: string, inPathPosition: boolean): PathLiteral | null {
  const text = value.trim();
  if (text.length < 3 || text.length > 400 || text.includes('\n')) return null;
  if (DRIVE.test(text)) return { kind: 'drive', detail: text };
  if (URL.test(text)) return { kind: 'url', detail: text };
  if (/^[a-z][\w+.-]*:\/\//i.test(text) || FORMAT_ONLY.test(text) || DEVICE_STRING.test(text)) return null;
  if (!PATH_CHARS.test(text)) return null;
  // A sentence mentioning a file is not a path.
  if (/\s/.test(text) && !PATH_START.test(text) && !/[/\\]\S*\s|\s\S*[/\\]/.test(text)) return null;
  if (PATH_START.test(text)) return text.length > 1 && !/^\/+$/.test(text) ? local(text) : null;
  if (FILE_EXTENSION.test(text) && !/^\.\w+$/.test(text)) return /\s/.test(text) ? null : local(text);
  if (!HAS_SEPARATOR.test(text) || /\s/.test(text)) return inPathPosition && /^[\w.-]+$/.test(text) ? local(text) : null;
  const segments = text.split(/[/\\]+/).filter(Boolean);
  if (segments.every((s) => /^\d+$/.test(s))) return null; // dates, fractions
  if (segments.length >= 3 || inPathPosition) return local(text);
  return null;
}

function local(text: string): PathLiteral {
  return { kind: 'local_path', detail: text };
}

/** Variable or keyword names whose string value is a path. */
export const PATH_LIKE_NAME =
  /(path|dir|directory|file|fname|folder|root|filename|_csv|_img|image_file|data_?dir)$|^(root|path|src|dst|file)$/i;

/** A string literal: a local path, a Drive location or a URL makes a data-load fact (each string once). */
export function stringLiteral(walk: WalkState, from: number, to: number, inPathPosition: boolean): void {
  if (walk.handledStrings.has(from)) return;
  walk.handledStrings.add(from);
  if (to - from > 600 || (!inPathPosition && !hasPathCharacter(walk.src, from, to))) return;
  const path = classifyPathLiteral(stringContent(walk.src.slice(from, to)), inPathPosition);
  if (path) walk.dataLoads.push({ ...located(walk, from, to), kind: path.kind, detail: path.detail });
}

/** Every path, URL or Drive location has a `/`, `\\` or `.`; most strings in code have none. */
function hasPathCharacter(src: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = src.charCodeAt(i);
    if (code === 47 || code === 92 || code === 46) return true;
  }
  return false;
}
