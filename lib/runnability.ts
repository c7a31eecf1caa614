// What stands between the posted code and a run, read from the facts the engine already has (the lezer walk's
// facts, the error lines): no skeleton is built for it (the skeleton is built only when a reader opens
// it). The score (lib/scoreDeductions.ts) takes points off for each of these, with its reason.
import type { JudgeContext } from './context';
import { moduleStanding } from './python/knownModules';

/** Hardware a reader may not have that the posted code asks for. */
export type HardwareNeed = 'cuda' | 'multi_gpu' | 'tpu';

/**
 * Where the reported error comes from the asker's installation rather than the posted code: a compiled library that
 * will not load (`libcudart.so.10.0: cannot open shared object file`, a `.dll`, an undefined symbol), or an import that
 * fails (`ModuleNotFoundError`, `cannot import name …`), which turns on the installed versions.
 */
export type InstallationBound = 'binary_library' | 'package_import';

export interface RunnabilityEvidence {
  /** Lines of Python code in the post (non-blank, non-comment); 0 when the post has none to run. */
  pythonLines: number;
  /** Modules the code imports that are neither the standard library nor a known package: the asker's own files. */
  privateModules: string[];
  /** An error line (`ValueError: …`, a traceback) is in the post as text, anywhere. */
  errorTextPasted: boolean;
  /** What the code needs beyond a CPU, the strongest first; null when it needs nothing more. */
  hardware: HardwareNeed | null;
  /** The error is raised by the asker's installation, not by the code (the strongest first); null otherwise. */
  installation: InstallationBound | null;
}

// Calls and names that put work on a GPU or TPU (`x.cuda()`, `device='cuda'`, `torch.cuda.…`), several GPUs
// (`DataParallel`, `DistributedDataParallel`, `MirroredStrategy`, NCCL) or a TPU (`TPUStrategy`, `xla`).
const MULTI_GPU = /\b(?:DataParallel|DistributedDataParallel|MirroredStrategy|MultiWorkerMirroredStrategy|nccl|init_process_group)\b/;
const TPU = /\b(?:TPUStrategy|TPUClusterResolver|torch_xla)\b/;
const CUDA = /\.cuda\(|\bcuda\b/i;
// An import error names the module or name it could not import; a loader error names a compiled library file, or
// gives Windows's LoadLibrary codes (126: the module or one of its DLLs not found, 127: a procedure not found), whose
// text is in the system's language and whose DLL is named on a later line.
const IMPORT_ERROR = /(?:^|\.)(?:ImportError|ModuleNotFoundError)$/;
const LOADER_ERROR = /(?:^|\.)(?:ImportError|OSError|FileNotFoundError)$/;
const COMPILED_LIBRARY = /\.so\b|\.dll\b|\bDLL\b|undefined symbol|\bGLIBC|\[WinError 12[67]\]/;

/** The installation the error comes from, read from the error lines' exception types and messages. */
export function installationBound(errors: ReadonlyArray<{ exceptionType: string; message: string }>): InstallationBound | null {
  if (errors.some((e) => LOADER_ERROR.test(e.exceptionType) && COMPILED_LIBRARY.test(e.message))) return 'binary_library';
  if (errors.some((e) => IMPORT_ERROR.test(e.exceptionType))) return 'package_import';
  return null;
}

export function runnabilityEvidence(ctx: JudgeContext): RunnabilityEvidence {
  let pythonLines = 0;
  const privateModules = new Set<string>();
  const code: string[] = [];
  for (const { block, fact } of ctx.python) {
    pythonLines += fact.lines;
    // An import of a module nobody can install (moduleStanding 'unknown', as the skeleton's import plan reads it).
    for (const i of fact.imports) if (moduleStanding(i.module) === 'unknown') privateModules.add(i.module);
    code.push(ctx.question.blocks[block]?.text ?? '');
  }
  const text = code.join('\n');
  const hardware: HardwareNeed | null = TPU.test(text) ? 'tpu' : MULTI_GPU.test(text) ? 'multi_gpu' : CUDA.test(text) ? 'cuda' : null;
  return {
    pythonLines,
    privateModules: [...privateModules],
    errorTextPasted: ctx.errors.length > 0,
    hardware,
    installation: installationBound(ctx.errors.map((e) => e.fact)),
  };
}
