// Whether a question is about deep learning at all: other questions (C, SSH, TypeScript…) get no score on a checklist
// that was never meant for them — in the panel, the badge, the coach and the CLI alike (lib/verdict.ts).
import type { Framework } from '../checklist';

// Tags of the study's three frameworks and of the DL topics around them (the paper sampled by these tags).
const DEEP_LEARNING_TAGS = new Set([
  'deep-learning',
  'neural-network',
  'conv-neural-network',
  'recurrent-neural-network',
  'lstm',
  'transformer-model',
  'pytorch',
  'torch',
  'torchvision',
  'pytorch-lightning',
  'tensorflow',
  'tensorflow2.0',
  'tensorflow2.x',
  'keras',
  'tf.keras',
  'jax',
  'huggingface-transformers',
  'bert-language-model',
  'cuda',
  'gpu',
  'autograd',
  'backpropagation',
  'machine-learning',
  'computer-vision',
  'nlp',
  'generative-adversarial-network',
  'autoencoder',
  'reinforcement-learning',
]);

/** A question is DL when the engine found a DL framework in it, or its tags say so. */
export function isDeepLearningQuestion(framework: Framework, tags: readonly string[]): boolean {
  if (framework !== 'other') return true;
  return tags.some((tag) => DEEP_LEARNING_TAGS.has(tag.toLowerCase()));
}
