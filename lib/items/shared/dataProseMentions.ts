// Vague mentions of the asker's data in prose (checklist item `data`): their own data named without shape or type
// ("my images", "the training set", "grayscale images") and a tensor's rank without its sizes. Codebook `data`
// partial: a vague description of the asker's own data; generic nouns that describe nothing are no description.
import { alternationRegExp, sequence, firstMatchWhere } from '../../phraseRules';

// The kind of data named in prose ("processing images", "200,000 documents", "a batch of one image"): codebook `data`,
// a vague description ("my images") is partial — something is said about the data, so it is not missing.
// Lower case and not inside a hyphenated name: "Deep Image Matting", `pytorch-deep-image-matting` name projects.
const DATA_KIND_WORD = /(?<![\w-])(?:images?|pictures?|photos?|videos?|audio|documents|sentences|words)(?![\w-])/;

// "my …", "the training …": whose or which data …
// biome-ignore format: one alternative per line
const OWNERS: readonly string[] = [
  'my',
  'our',
  'the',
  'an?',
  'this',
  'custom',
  'own',
  'training',
  'test',
  'validation',
  'input',
];
// … and the data named.
const DATA_NOUNS: readonly string[] = [
  'data(?:set|frame)?s?',
  'images?',
  'pictures?',
  'photos?',
  'samples?',
  'inputs?',
  'labels?',
  'csv',
  'text(?:s| file)?',
  'sentences?',
  'corpus',
  'time ?series',
  'audio',
  'videos?',
  'features?',
  'point clouds?',
  'sequences?',
];
// "grayscale images", "categorical features": the kind of values.
const DATA_TYPE_WORDS: readonly string[] = [
  'integer',
  'float',
  'binary',
  'bool(?:ean)?',
  'grayscale',
  'rgb',
  'colou?r',
  'categorical',
  'numerical',
  'text',
];
// "thousands of images": what is counted.
const COUNTED_DATA_NOUNS: readonly string[] = [
  'images',
  'texts',
  'documents',
  'samples',
  'sentences',
  'examples',
  'rows',
  'records',
  'pictures',
  'photos',
  'videos',
  'words',
  'points',
  'sequences',
];
// The asker describes their own data, without shape or type: "my dataset", "the images", "a CSV of…".
// Codebook `data` partial: a vague description of the asker's own data ("my images").
const OWN_DATA_PHRASES: readonly string[] = [
  sequence('\\b', OWNERS, '\\s+(?:own\\s+|[A-Z][\\w-]*\\s+)?', DATA_NOUNS, '\\b(?!-)'),
  '\\b(?:dataset|data set|csv|images?) (?:of|with|contains?|consists?)\\b',
  '\\bi have (?:about |around |some |a |\\d[\\d,]* )?\\w*\\s*(?:images|samples|rows|examples|sentences|files|data|texts|documents)\\b',
  '\\b(?:two|three|\\d+) (?:\\w+ )?tensors\\b',
  '\\b\\d+[- ]channels?\\b',
  sequence('\\b', DATA_TYPE_WORDS, ' (?:matri(?:x|ces)|images?|data|values|features|labels|tensors?)\\b'),
  sequence('\\b(?:thousands|hundreds|millions|lots|a (?:bunch|lot|set|batch|list|couple|number)) of (?:\\w+ )?', COUNTED_DATA_NOUNS, '\\b'),
  '\\b(?:training|train|test|validation|dev) (?:sets?|splits?)\\b',
];
const OWN_DATA = alternationRegExp(OWN_DATA_PHRASES, { flags: 'gi' });
// "the input", "the data", "a dataset": a determiner and a generic noun name no data of the asker's.
// Codebook v2 `data`: "Generic nouns ('the input', 'the data', 'a data type') that describe nothing are not a description."
const GENERIC_DATA_MENTION = /^(?:the|an?|this|that)\s+(?:inputs?|data|data ?sets?|samples?)$/i;

/** The first mention of the asker's own data that says something about it (not a generic noun), or null. */
export function ownDataMention(text: string): RegExpExecArray | null {
  return firstMatchWhere(OWN_DATA, text, (m) => !GENERIC_DATA_MENTION.test(m[0])) ?? DATA_KIND_WORD.exec(text);
}

// "a 2D tensor", "3-dimensional array", "4D input": the number of axes without their sizes — a vague description
// (codebook `data`: partial), never nothing.
export const TENSOR_RANK = /\b[1-6][- ]?(?:d|dim(?:ensional)?)\s+(?:tensors?|arrays?|inputs?|matri(?:x|ces)|data)\b/i;
