import { expect, type Page } from '@playwright/test';
import type { Lang } from './site.ts';

/** react-admin keeps the console's language in its localStorage store (apps/backoffice/src/lib/store.ts). */
export const CONSOLE_LOCALE_KEY = 'RaStorecasino-operator.locale';

/** The console in `lang` for every page this context opens. */
export async function consoleLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, JSON.stringify(value)),
    [CONSOLE_LOCALE_KEY, lang],
  );
}

/** Signs the page's context in as an operator through the API (the cookie is the console's). */
export async function operatorSignedIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/operator/auth/signin', {
    headers: { channel: 'WEB' },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Waits until the console page has loaded its data, as the operator sees it: the main area shown, then
 * no progress bar and no skeleton (react-admin draws one of them while a query runs).
 */
export async function consoleSettled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}
