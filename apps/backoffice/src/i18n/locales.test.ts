import {
  AUDIT_ACTIONS,
  GAME_TAGS,
  MESSAGE_STATUSES,
  OPERATOR_ROLES,
  TRANSACTION_TYPES,
} from '@casino/contract';
import { describeLocaleParity, flattenLocale } from '@casino/client/testing';
import { expect, it } from 'vitest';
import { en } from './en.ts';
import { MESSAGES } from './i18nProvider.ts';
import { ja } from './ja.ts';

/** Polyglot placeholders (`%{name}`), which the shared check (i18next's `{{name}}`) does not see. */
function polyglotPlaceholders(text: unknown): string[] {
  return [...String(text).matchAll(/%\{\s*(\w+)\s*\}/g)].map((m) => m[1] ?? '').sort();
}

describeLocaleParity('backoffice locales', { ja, en }, () => {
  const jaKeys = flattenLocale(ja);
  const enKeys = flattenLocale(en);

  it('use the same polyglot placeholders in both languages', () => {
    for (const [key, value] of jaKeys) {
      expect(polyglotPlaceholders(enKeys.get(key)), key).toEqual(polyglotPlaceholders(value));
    }
  });

  it("name every value of the contract's enums", () => {
    const keys = [
      ...AUDIT_ACTIONS.map((action) => `resources.audit.actions.${action}`),
      ...TRANSACTION_TYPES.map((type) => `resources.ledger.types.${type}`),
      ...OPERATOR_ROLES.map((role) => `roles.${role}`),
      ...GAME_TAGS.map((tag) => `resources.games.tags.${tag}`),
      ...MESSAGE_STATUSES.map((status) => `resources.messages.statuses.${status}`),
    ];
    for (const key of keys) expect(enKeys.has(key), key).toBe(true);
  });

  it("keep react-admin's own messages in both languages", () => {
    const raJa = flattenLocale(MESSAGES.ja);
    const raEn = flattenLocale(MESSAGES.en);
    expect(raJa.get('ra.action.export')).toBe('出力');
    expect(raEn.get('ra.action.export')).toBe('Export');
    // A key the Japanese package lacks falls back to English rather than to the raw key.
    for (const key of raEn.keys()) expect(raJa.has(key), key).toBe(true);
  });
});
