// Machine-translation quality metrics that reproduce sacreBLEU's default BLEU and chrF2 scores, so
// numbers computed here can be compared with published sacreBLEU results.
export { corpusBleu, sentenceBleu, computeBleu, type BleuScore } from './bleu.ts';
export { corpusChrf, type ChrfScore } from './chrf.ts';
export { tokenize13a } from './tokenize-13a.ts';
