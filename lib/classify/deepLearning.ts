// Whether a question is about deep learning at all: the overlay gives other questions (C, SSH, TypeScript…)
// a quiet state instead of a grade on a checklist that was never meant for them.
import type { Question } from '../question';
import type { Report } from '../report';

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
export function isDeepLearningQuestion(question: Question, report: Report): boolean {
  if (report.framework !== 'other') return true;
  return question.tags.some((tag) => DEEP_LEARNING_TAGS.has(tag.toLowerCase()));
}
