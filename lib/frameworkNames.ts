// How every surface names a detected framework: the panel's summary line, the suggestions, the "ask for details"
// comment. One table, so the panel and a suggestion never call the same framework two names.
import type { Framework } from './checklist';

export const FRAMEWORK_NAMES: Readonly<Record<Framework, string>> = {
  pytorch: 'PyTorch',
  tensorflow: 'TensorFlow',
  // Keras questions run on TensorFlow (tf.keras, or Keras 2 on its backend): its version is what matters too.
  keras: 'Keras/TensorFlow',
  jax: 'JAX',
  huggingface: 'Hugging Face',
  // The problem spans PyTorch and TensorFlow/Keras (a port, a comparison): codebook `framework` multiple.
  multiple: 'PyTorch and TensorFlow',
  other: 'other framework',
};

/**
 * The library whose version a suggestion asks for: the framework's own; for Hugging Face its `transformers`
 * package; with no framework detected, PyTorch (the study's commonest framework, as the ask has always read).
 */
export function versionedLibrary(framework: Framework): string {
  if (framework === 'huggingface') return 'transformers';
  return FRAMEWORK_NAMES[framework === 'other' ? 'pytorch' : framework];
}
