import { readFileSync } from 'node:fs';
import { analyzeQuestion } from './lib/engine';
import { clearCodeBlockCache } from './lib/analysis/program';
import { readStackExchangeApiQuestion } from './lib/readers/stackExchangeApi';
const qs = readFileSync('../shared/corpus/stackoverflow/pytorch-2020.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => readStackExchangeApiQuestion(JSON.parse(l)));
for (let pass = 0; pass < 4; pass++) { clearCodeBlockCache(); const t = performance.now(); for (const q of qs) analyzeQuestion(q); console.log('pass', (performance.now() - t).toFixed(0)); }
