// What a skeleton needs that no stand-in can give (docs/skeleton.md, "Status": a skeleton that cannot reproduce
// here says why in one line at its top), as data: one named list per kind, one alternative per line.
// runNeeds.ts reads them; nothing here names a question.
import { alternationRegExp } from '../phraseRules';

/** What a run needs beyond a CPU-only standard PyTorch install and the stand-ins. */
export type NeedKind = 'cuda' | 'mps' | 'tpu' | 'os' | 'package' | 'file' | 'network';

/** The kinds in the order the line names them: the machine first, then what can be installed or fetched. */
export const NEED_ORDER: readonly NeedKind[] = ['cuda', 'mps', 'tpu', 'os', 'package', 'file', 'network'];

/** A reported error (`Class: message`) that only a machine like the asker's raises, and what it needs. */
export interface ErrorNeedRule {
  kind: NeedKind;
  what: string;
  pattern: RegExp;
}

/** CUDA's, cuDNN's, cuBLAS's and NCCL's errors, and a CUDA tensor met where a CPU one was expected (a GPU-only failure). */
const CUDA_ERRORS = [
  'CUDA out of memory',
  'OutOfMemoryError',
  'CUDA error',
  'CUDA_ERROR_',
  'cuDNN error',
  'CUDNN_STATUS_',
  'CUBLAS_STATUS_',
  'NCCL error',
  'Expected all tensors to be on the same device',
  'must be on the current device',
  'device-side assert',
  'No CUDA GPUs are available',
  'no kernel image is available',
  'Cannot re-initialize CUDA',
  'cuda:\\d',
  '_cuda_',
];

/** Apple's GPU backend (`mps`). */
const MPS_ERRORS = ['\\bMPS\\b'];

/** torch_xla on a TPU. */
const XLA_ERRORS = ['\\bxla', '\\bXLA\\b', '\\bTPU\\b'];

/** The asker's operating system or installation: Windows' errors and paths, a shared library the install lacks. */
const OS_ERRORS = ['\\[WinError', 'paging file', '(?:^|[\\s\'"(])[A-Za-z]:\\\\', 'DLL load failed', 'cannot open shared object file'];

/** A download that failed on the asker's side: the server or the connection, not the code. */
const NETWORK_ERRORS = ['HTTPError', 'HTTP Error \\d{3}', 'URLError', 'Temporary failure in name resolution', 'Connection refused'];

/**
 * Mixed precision's `GradScaler` is disabled without CUDA (it warns and steps the optimizer unscaled), so its own
 * assertions are raised on a CUDA GPU only (docs/skeleton.md, "Status": a CUDA GPU).
 */
const AMP_ERRORS = ['No inf checks were recorded'];

/** An install that cannot load a package torch uses (torch built against another NumPy ABI): the asker's install, not the code. */
const INSTALL_ERRORS = ['Numpy is not available'];

/** torch.distributed's rendezvous timing out: the asker's machines and the network between their processes. */
const RENDEZVOUS_ERRORS = ['connect\\(\\) timed out', 'Timed out initializing process group', 'DistNetworkError'];

export const ERROR_NEED_RULES: readonly ErrorNeedRule[] = [
  { kind: 'cuda', what: 'a CUDA GPU (the reported error is a CUDA error)', pattern: alternationRegExp(CUDA_ERRORS, { flags: 'i' }) },
  { kind: 'mps', what: "an Apple GPU (the reported error is MPS's)", pattern: alternationRegExp(MPS_ERRORS, { flags: '' }) },
  { kind: 'tpu', what: "a TPU with torch_xla (the reported error is XLA's)", pattern: alternationRegExp(XLA_ERRORS, { flags: '' }) },
  {
    kind: 'cuda',
    what: "a CUDA GPU (the reported error is mixed precision's GradScaler's, which runs on CUDA only)",
    pattern: alternationRegExp(AMP_ERRORS, { flags: '' }),
  },
  { kind: 'network', what: "the reported error is a download's", pattern: alternationRegExp(NETWORK_ERRORS, { flags: '' }) },
  {
    kind: 'os',
    what: "the asker's OS or install (the reported error is the system's)",
    pattern: alternationRegExp(OS_ERRORS, { flags: 'i' }),
  },
  {
    kind: 'os',
    what: "the asker's install (the reported error is torch failing to load a package it uses)",
    pattern: alternationRegExp(INSTALL_ERRORS, { flags: '' }),
  },
  {
    kind: 'os',
    what: "the asker's machines and network (the reported error is torch.distributed's rendezvous timing out)",
    pattern: alternationRegExp(RENDEZVOUS_ERRORS, { flags: '' }),
  },
];

/**
 * Errors a CPU-only PyTorch raises: when the question reports one, the code's GPU calls are the bug this machine
 * reproduces, not something it lacks.
 */
export const CPU_ONLY_ERRORS = alternationRegExp(['Torch not compiled with CUDA enabled'], { flags: 'i' });

/**
 * Packages a standard PyTorch install has here (Debian's PyTorch 1.13 with torchvision and torchaudio, and the
 * scientific stack): an import of anything else that is not Python's own library needs a package.
 */
export const STANDARD_PACKAGES: ReadonlySet<string> = new Set([
  'torch',
  'torchvision',
  'torchaudio',
  'numpy',
  'pandas',
  'sklearn',
  'PIL',
  'matplotlib',
  'scipy',
]);

/** Modules a standard install here has under another package's name (setuptools', matplotlib's): no package needed. */
export const INSTALLED_MODULES: ReadonlySet<string> = new Set(['pkg_resources', 'setuptools', 'pylab', 'mpl_toolkits']);

/** A string naming a device, as `torch.device(…)`, `.to(…)` or `device=` take it, and the kind of machine it needs. */
export const DEVICE_STRINGS: ReadonlyArray<{ kind: NeedKind; what: string; pattern: RegExp }> = [
  { kind: 'cuda', what: "a CUDA GPU (the code puts tensors on 'cuda' with no CPU fallback)", pattern: /^cuda(?::\d+)?$/ },
  { kind: 'mps', what: "an Apple GPU (the code puts tensors on 'mps')", pattern: /^mps(?::\d+)?$/ },
];

/** Methods that move to a CUDA GPU with no device argument: `x.cuda()`. */
export const CUDA_METHODS: ReadonlySet<string> = new Set(['cuda']);

/** Calls that download (weights, datasets, pages): their last name, or their dotted name when the last is too common. */
export const DOWNLOAD_METHODS: ReadonlySet<string> = new Set([
  'from_pretrained',
  'urlopen',
  'urlretrieve',
  'load_state_dict_from_url',
  'download_url',
  'download_and_extract_archive',
  'hf_hub_download',
  'snapshot_download',
  'load_dataset',
]);
export const DOWNLOAD_CALLS: ReadonlySet<string> = new Set(['torch.hub.load', 'hub.load', 'requests.get', 'wget.download']);

/** A keyword argument set to True that makes the call download: `datasets.MNIST(…, download=True)`. */
export const DOWNLOAD_KEYWORDS: ReadonlySet<string> = new Set(['download']);

/**
 * A module the reported error quotes (`No module named 'x.y'`, `module 'x.y' has no attribute …`, `cannot import name
 * 'z' from 'x.y'`): its package is what the failing import needs, also when the code shown never imports it
 * (docs/skeleton.md, "Status": a package). Group 1 is the module.
 */
export const QUOTED_MODULE_ERRORS: readonly RegExp[] = [
  /No module named '([\w.]+)'/,
  /\bmodule '([\w.]+)' has no attribute/,
  /cannot import name '?\w+'? from '([\w.]+)'/,
];

/** A traceback frame's file inside an installed package (`…/site-packages/stable_baselines3/sac/sac.py`): group 1 is the package. */
export const INSTALLED_FRAME_FILE = /[\\/](?:site|dist)-packages[\\/]+([A-Za-z_]\w*)/;

/**
 * Packages a traceback runs through that only host the run (a notebook's kernel, a debugger, Colab's `google.colab`):
 * their frames say how the asker ran the script, not what it needs.
 */
export const RUNNER_PACKAGES: ReadonlySet<string> = new Set([
  'IPython',
  'ipykernel',
  'spyder_kernels',
  'pydevd',
  '_pydevd_bundle',
  'debugpy',
  'google',
]);
