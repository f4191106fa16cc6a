import { describe, expect, it, vi } from 'vitest';
import { i18n } from './translator';

describe('the UI strings', () => {
  it('fills placeholders and picks the plural form of the language', async () => {
    await i18n.changeLanguage('en-US');
    expect(i18n.t('home.analysis.pagesLeft', { count: 1 })).toBe('1 page left this month');
    expect(i18n.t('home.analysis.pagesLeft', { count: 4 })).toBe('4 pages left this month');
    expect(i18n.t('home.analysis.pagesLeft', { count: 0 })).toBe('0 pages left this month');

    await i18n.changeLanguage('ar');
    expect(i18n.t('home.analysis.pagesLeft', { count: 0 })).toBe('لم تتبقَّ أي صفحة هذا الشهر');
    expect(i18n.t('home.analysis.pagesLeft', { count: 2 })).toBe('تتبقى صفحتان هذا الشهر');
    expect(i18n.t('home.analysis.pagesLeft', { count: 5 })).toBe('تتبقى 5 صفحات هذا الشهر');
    expect(i18n.t('home.analysis.pagesLeft', { count: 11 })).toBe('تتبقى 11 صفحة هذا الشهر');
  });

  it("takes a server's params as values only, never as options", async () => {
    await i18n.changeLanguage('en-US');
    await i18n.loadLanguages('fr-FR');
    const params = { needed: 3, left: 1, limit: 5, lng: 'fr-FR', count: 1 };
    expect(i18n.t('reasons.NOT_ENOUGH_PAGES', { replace: params })).toBe(
      'Not enough pages left this month: this document needs 3 and you have 1 of your 5 pages left.',
    );
  });

  it('answers in another loaded language on request, and says the default or the key when a string is missing', async () => {
    await i18n.changeLanguage('en-US');
    await i18n.loadLanguages(['fr-FR']);
    expect(i18n.t('units.MB', { lng: 'fr-FR' })).toBe('Mo');
    expect(i18n.getFixedT('fr-FR')('units.KB')).toBe('Ko');
    expect(i18n.t('units.PB', { defaultValue: 'PB' })).toBe('PB');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.exists('units.MB')).toBe(true);
    expect(i18n.exists('units')).toBe(false);
  });

  it('tells listeners once the new language is loaded, and refuses a language it has no strings for', async () => {
    await i18n.changeLanguage('en-US');
    const heard = vi.fn();
    i18n.on('languageChanged', heard);
    await i18n.changeLanguage('de-DE');
    await i18n.changeLanguage('de-DE');
    i18n.off('languageChanged', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('de-DE');
    await expect(i18n.changeLanguage('xx-XX')).rejects.toThrow('No UI strings for xx-XX');
    expect(i18n.language).toBe('de-DE');
  });
});
