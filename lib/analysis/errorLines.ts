// Recognises the "SomeError: message" lines that tracebacks end with and askers quote in prose.

/** A dotted exception class name: RuntimeError, errors_impl.InvalidArgumentError, cv2.error. */
const EXCEPTION_TYPE =
  '(?:[A-Za-z_][\\w]*\\.)*(?:[A-Za-z_]\\w*?(?:Error|Exception|Interrupt|Exit|StopIteration|Warning)|[A-Za-z_]\\w*\\.error)';

/** At line start (after indentation): `TypeError: x`, or a bare `KeyboardInterrupt`. */
const LINE_START = new RegExp(`^[ \\t]*(${EXCEPTION_TYPE})(?:[ \\t]*:[ \\t]*(.*?)|[ \\t]*)$`);
/**
 * Anywhere in a line of prose, after a non-word character: needs the colon and a message. The message is greedy up to
 * its last non-blank (`\S(?:.*x)?`), the same text a lazy `\S.*?` gave, without trying the blanks after it at every
 * character (quadratic in a long run of blanks); CUDA_ERROR the same.
 */
const IN_TEXT = new RegExp(`(?<![\\w.])(${EXCEPTION_TYPE})[ \\t]*:[ \\t]*(\\S(?:.*[^ \\t\\n\\r\\u2028\\u2029])?)[ \\t]*$`);
const CUDA_ERROR = /(?<![\w.])(CUDA error|CUDNN_STATUS_\w+|cuDNN error)\s*:\s*(\S(?:.*\S)?)\s*$/;

export interface ErrorLineMatch {
  /** Offset of the type inside the line. */
  index: number;
  exceptionType: string;
  message: string;
}

/** An error line anchored at the start of a line (tracebacks, code blocks). */
export function matchErrorLineStart(line: string): ErrorLineMatch | null {
  if (line.length > 2000) line = line.slice(0, 2000);
  const match = LINE_START.exec(line);
  if (match) {
    const index = line.indexOf(match[1]);
    return { index, exceptionType: match[1], message: (match[2] ?? '').trim() };
  }
  return matchCudaError(line);
}

/** An error line anywhere in a line of text (prose, quotes, output). */
export function matchErrorInText(line: string): ErrorLineMatch | null {
  if (line.length > 2000) line = line.slice(0, 2000);
  const start = matchErrorLineStart(line);
  if (start?.message) return start;
  if (!/Error|Exception|Interrupt|Exit|error/.test(line)) return null;
  const match = IN_TEXT.exec(line);
  if (match) return { index: match.index, exceptionType: match[1], message: match[2].replace(/(?<![`'"])[`'"]+$/, '').trim() };
  return matchCudaError(line);
}

function matchCudaError(line: string): ErrorLineMatch | null {
  const match = CUDA_ERROR.exec(line);
  return match ? { index: match.index, exceptionType: match[1], message: match[2] } : null;
}

export function isWarningType(exceptionType: string): boolean {
  return exceptionType.endsWith('Warning');
}
