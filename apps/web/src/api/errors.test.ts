// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { CallableError } from '@tolk/client';
import { MESSAGES, reasonMessage } from '@tolk/contract';
import { initI18n, setUiLocale } from '../app/i18n/i18n';
import { errorMessage, failureReason } from './errors';

const notEnoughPages = { reason: 'NOT_ENOUGH_PAGES', needed: 3, left: 1, limit: 5 };
const refused = (details: object, message = 'server words') =>
  new CallableError('resource-exhausted', message, { details });

describe('errorMessage in an English UI', () => {
  beforeAll(() => initI18n('en-US'));

  it('says a reason with its params, word for word what the server says', () => {
    const message = reasonMessage('NOT_ENOUGH_PAGES', { needed: 3, left: 1, limit: 5 });
    expect(errorMessage(refused(notEnoughPages, message), 'x')).toBe(message);
    expect(errorMessage(refused({ reason: 'DOCUMENT_NAME_EXISTS' }), 'x')).toBe(MESSAGES.documentNameExists);
  });

  it("shows the server's message for a reason it does not know, or none", () => {
    expect(errorMessage(refused({ reason: 'SOMETHING_NEW' }, 'A newer refusal'), 'x')).toBe(
      'A newer refusal',
    );
    const error = new CallableError('invalid-argument', 'primaryColor must be a colour like #a855f7');
    expect(errorMessage(error, 'x')).toBe('primaryColor must be a colour like #a855f7');
  });

  it('falls back for a bare code, an unexpected failure, or an error of our own', () => {
    expect(errorMessage(new CallableError('internal'), MESSAGES.signOutFailed)).toBe('Sign out failed');
    expect(
      errorMessage(refused({ reason: 'INTERNAL' }, 'Internal error'), 'Failed to delete translation'),
    ).toBe('Failed to delete translation');
    expect(errorMessage(new TypeError('boom'), MESSAGES.signOutFailed)).toBe('Sign out failed');
    const unnamed = {
      code: 'FAILED_TO_UPDATE_USER',
      message: 'Failed to update user',
      details: { reason: 'AUTH_FAILED' },
    };
    expect(errorMessage(unnamed, 'Could not save the name')).toBe('Could not save the name');
  });

  it("reads better-auth's errors: its details, else its code, else a meaningful message", () => {
    const withDetails = {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      details: { reason: 'INVALID_EMAIL_OR_PASSWORD' },
    };
    expect(errorMessage(withDetails, 'x')).toBe('Invalid email or password');
    expect(errorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: '' }, 'x')).toBe(
      'User already exists. Use another email.',
    );
    expect(errorMessage({ status: 422, message: 'Something only the server knows' }, 'x')).toBe(
      'Something only the server knows',
    );
    for (const error of [
      null,
      undefined,
      {},
      { message: '' },
      { message: '500' },
      { message: 'Failed to fetch' },
    ])
      expect(errorMessage(error, MESSAGES.authenticationFailed)).toBe('Authentication failed');
  });

  it('reads error bodies (uploads) and quota verdicts too, and tells their reason', () => {
    const body = {
      error: { status: 'RESOURCE_EXHAUSTED', message: 'x', details: { reason: 'UPLOAD_LIMIT_REACHED' } },
    };
    expect(errorMessage(body, null)).toBe(MESSAGES.uploadLimitReached);
    expect(failureReason(body)).toBe('UPLOAD_LIMIT_REACHED');
    const quota = {
      allowed: false,
      pagesLeft: 1,
      imageTranslationsLeft: 0,
      message: 'x',
      details: notEnoughPages,
    };
    expect(errorMessage(quota, null)).toMatch(/needs 3 and you have 1 of your 5 pages left/);
  });
});

describe('errorMessage in a Spanish UI', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    await setUiLocale('es-ES');
  });

  it('says the reason in Spanish, with its params', () => {
    expect(errorMessage(refused(notEnoughPages), 'x')).toBe(
      'No te quedan suficientes páginas este mes: este documento necesita 3 y te quedan 1 de tus 5 páginas.',
    );
    expect(errorMessage(refused({ reason: 'DOCUMENT_NAME_EXISTS' }), 'x')).toBe(
      'Ya existe un documento con este nombre',
    );
    const badLogin = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    expect(errorMessage(badLogin, 'x')).toBe('Correo electrónico o contraseña incorrectos');
    const body = {
      error: { status: 'NOT_FOUND', message: 'Upload not found', details: { reason: 'UPLOAD_NOT_FOUND' } },
    };
    expect(errorMessage(body, null)).toBe('No se encuentra la subida');
  });

  it("falls back to the server's English only for a reason this app does not know", () => {
    expect(errorMessage(refused({ reason: 'SOMETHING_NEW' }, 'A newer refusal'), 'x')).toBe(
      'A newer refusal',
    );
  });
});
