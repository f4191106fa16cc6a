import { describe, expect, it } from 'vitest';
import { ocrPaths } from './assets';
import { LANGUAGE_CODES, TESSERACT_LANGUAGES } from '@tolk/contract';
import { AUTO_MODELS, DEBIAN_OCR_MODELS, OCR_MODELS, ocrModelsFor } from './languages';

describe('ocrModelsFor', () => {
  it('maps each app language with a shipped model to its Tesseract code', () => {
    expect(ocrModelsFor('en')).toEqual(['eng']);
    expect(ocrModelsFor('es')).toEqual(['spa']);
    expect(ocrModelsFor('fr')).toEqual(['fra']);
    expect(ocrModelsFor('de')).toEqual(['deu']);
    expect(ocrModelsFor('it')).toEqual(['ita']);
    expect(ocrModelsFor('pt')).toEqual(['por']);
    expect(ocrModelsFor('ca')).toEqual(['cat']);
  });

  it('reads auto with several shipped models at once', () => {
    expect(ocrModelsFor('auto')).toEqual(['eng', 'spa', 'fra', 'deu']);
    for (const model of AUTO_MODELS) expect(OCR_MODELS).toContain(model);
  });

  it('reads every language the server reads photos in, the others with Debian data from the server packages', () => {
    for (const code of LANGUAGE_CODES)
      expect(ocrModelsFor(code)?.length ?? 0).toBe(TESSERACT_LANGUAGES[code] ? 1 : 0);
    expect(ocrModelsFor('ja')).toEqual(['jpn']);
    expect(ocrModelsFor('zh')).toEqual(['chi_sim']);
    expect(ocrModelsFor('ar')).toEqual(['ara']);
    for (const code of LANGUAGE_CODES) {
      const [model] = ocrModelsFor(code) ?? [];
      if (model) expect([...OCR_MODELS, ...DEBIAN_OCR_MODELS]).toContain(model);
    }
  });

  it('has no model for a code that is not an app language', () => {
    expect(ocrModelsFor('xx')).toBeNull();
    expect(ocrModelsFor('toString')).toBeNull();
  });
});

describe('ocrPaths', () => {
  it('points the worker, core and language data at this origin, absolute', () => {
    expect(ocrPaths('/', 'https://tolk.example/camera?x=1')).toEqual({
      workerPath: 'https://tolk.example/ocr/worker.min.js',
      corePath: 'https://tolk.example/ocr/core',
      langPath: 'https://tolk.example/ocr/lang',
      cachePath: 'tolk-ocr-4.0.0_best_int',
    });
  });

  it('follows a sub-path base and the native app scheme', () => {
    expect(ocrPaths('/app', 'https://tolk.example/app/camera').workerPath).toBe(
      'https://tolk.example/app/ocr/worker.min.js',
    );
    expect(ocrPaths('/', 'capacitor://localhost/camera').langPath).toBe('capacitor://localhost/ocr/lang');
  });
});
