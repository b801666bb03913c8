import bn from '../i18n/bn.json';
import en from '../i18n/en.json';
import { ACTION_PHRASES } from './audit-actions';
import { AUDITED_ACTIONS } from './audit-api';

/** A catalogue's text at a dotted key, if it has one. */
const textAt = (catalogue: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe('the audit trail’s action phrases', () => {
  it('when the contracts declare an audited operation, then it has a phrase in words in English and in Bengali', () => {
    const missing = AUDITED_ACTIONS.flatMap((action) => {
      const key = Object.hasOwn(ACTION_PHRASES, action) ? ACTION_PHRASES[action as keyof typeof ACTION_PHRASES] : undefined;
      return [en, bn].flatMap((catalogue, i) => {
        const phrase = key === undefined ? undefined : textAt(catalogue, key);
        return typeof phrase === 'string' && phrase.trim() !== '' && phrase !== action ? [] : [`${action} (${i === 0 ? 'en' : 'bn'})`];
      });
    });
    expect(missing).toEqual([]);
  });

  it('when the audited operations are read from the declarations, then every admin write and the moderation of others’ data is there', () => {
    expect(AUDITED_ACTIONS).toEqual(expect.arrayContaining(['makeAdmin', 'postMeal', 'updateMeal', 'deleteMeal', 'setMenuSlot', 'putMessSettings', 'closeMess', 'reopenMess', 'closeMonth', 'addAdjustment', 'deleteReview', 'cancelServeRequest']));
    expect(AUDITED_ACTIONS).not.toContain('listAudit');
    expect(AUDITED_ACTIONS).not.toContain('likeMeal');
  });

  it('when the filter lists the phrases, then no two actions read the same in either language', () => {
    for (const catalogue of [en, bn]) {
      const phrases = Object.values(ACTION_PHRASES).map((key) => textAt(catalogue, key));
      expect(new Set(phrases).size).toBe(phrases.length);
    }
  });

  it('when the money and stay actions arrive, then they read as the ledger’s words', () => {
    expect(Object.fromEntries(['recordPayment', 'voidPayment', 'approveBoarder', 'endStay'].map((action) => [action, textAt(en, ACTION_PHRASES[action as keyof typeof ACTION_PHRASES])]))).toEqual({
      recordPayment: 'Recorded a cash payment',
      voidPayment: 'Voided a payment',
      approveBoarder: 'Approved a boarder',
      endStay: 'Ended a stay',
    });
  });
});
