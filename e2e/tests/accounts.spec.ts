import { expect, test, type Page } from '@playwright/test';
import { AUTH_PATHS, CHANNEL_HEADER, WEB_CHANNEL_CODE } from '@casino/contract';
import { codeFrom, lastMessageTo, newPlayer, signUpByApi, type TestPlayer } from '../support/accounts.ts';
import { LANGS, expectAccessible, openIn, settle, shot, runIn, runInWidthFor } from '../support/site.ts';
import { text } from '../support/texts.ts';

// The account flows run at phone and desktop width; 1024 px adds nothing the two do not cover.
runIn(['w375', 'w1440'], 'account flows run at 375 and 1440 px');

const toasts = (page: Page) => page.locator('.Toastify');

async function signIn(page: Page, player: Pick<TestPlayer, 'email' | 'password'>): Promise<void> {
  await page.getByTestId('login-button').first().click();
  await page.getByTestId('login-email').fill(player.email);
  await page.getByTestId('login-password').fill(player.password);
  await page.getByTestId('login-submit').click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-button').first()).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test.describe(`accounts in ${lang}`, () => {
      test('sign up with captcha, verify the phone by SMS code, sign out and in again', async ({
        page,
      }, info) => {
        const player = newPlayer();
        await openIn(page, '/', lang);
        await page.getByTestId('register-button').first().click();
        await expect(page.getByTestId('popup-signup')).toBeVisible();
        await expect(page.getByTestId('signup-steps')).toHaveAttribute('data-step', '0');
        // The form's own rules first: nothing filled in.
        await page.getByTestId('signup-submit').click();
        await expect(page.getByText(text(lang, 'validation.emailRequired'))).toBeVisible();
        await shot(page, info, `${lang}-signup-0-validation`);

        await page.getByTestId('signup-email').fill(player.email);
        await page.getByTestId('signup-displayName').fill(player.displayName);
        await page.getByTestId('signup-password').fill(player.password);
        await page.getByTestId('signup-terms').check();
        await shot(page, info, `${lang}-signup-0-form`);
        await expectAccessible(page);
        await page.getByTestId('signup-submit').click();

        // The real proof-of-work widget, no test answer: the Web Worker solves while the form is filled.
        await expect(page.getByTestId('signup-steps')).toHaveAttribute('data-step', '1');
        await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-state', 'verified', {
          timeout: 30_000,
        });
        await shot(page, info, `${lang}-signup-1-captcha`);
        await expectAccessible(page);
        await page.getByTestId('captcha-submit').click();

        // Registered and signed in at once, without a welcome toast; the phone popup takes over.
        await expect(page.getByTestId('phone-number')).toBeVisible();
        await expect(toasts(page)).not.toContainText(
          text(lang, 'auth.welcome', { displayName: player.displayName }),
        );
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('phone-number')).toBeVisible();
        await shot(page, info, `${lang}-phone-1-number`);
        await expectAccessible(page);

        await page.getByTestId('phone-number').fill(player.phoneNumber);
        await page.getByTestId('phone-send').click();
        await expect(page.getByTestId('phone-code')).toBeVisible();
        await expect(page.getByTestId('phone-resend')).toBeDisabled();
        const sms = await lastMessageTo(page.request, player.phoneNumber);
        await page.getByTestId('phone-code').fill('000000' === codeFrom(sms) ? '111111' : '000000');
        await page.getByTestId('phone-verify').click();
        await expect(page.getByTestId('form-error')).toHaveText(
          text(lang, 'errors.INVALID_ONE_TIME_PASSWORD'),
        );
        await shot(page, info, `${lang}-phone-2-code-wrong`);
        await expectAccessible(page);
        await page.getByTestId('phone-code').fill(codeFrom(sms));
        await page.getByTestId('phone-verify').click();
        await expect(toasts(page)).toContainText(text(lang, 'phone.verified'));
        await expect(page.getByTestId('popup-overlay')).toHaveCount(0);
        await shot(page, info, `${lang}-phone-3-verified`);

        await signOut(page);
        await signIn(page, player);
        await expect(toasts(page)).toContainText(
          text(lang, 'auth.welcome', { displayName: player.displayName }),
        );
        await expect(page.getByTestId('popup-overlay')).toHaveCount(0);
        await expect(page.getByTestId('account-menu-button')).toContainText(player.displayName);
        await shot(page, info, `${lang}-signed-in`);
      });

      test('a wrong password is refused in the red box', async ({ page }, info) => {
        const player = newPlayer();
        await signUpByApi(page, player);
        await page.context().clearCookies();
        await openIn(page, '/', lang);
        await signIn(page, { email: player.email, password: 'not-the-password' });
        await expect(page.getByTestId('form-error')).toHaveText(text(lang, 'errors.INVALID_USER_OR_EMAIL'));
        await shot(page, info, `${lang}-login-error`);
        await expectAccessible(page);
      });

      test('forgot password: the mailed link sets a new password and ends the old sessions', async ({
        page,
        browser,
      }, info) => {
        const player = newPlayer();
        await signUpByApi(page, player); // this browser stays signed in with the old password
        await openIn(page, '/settings', lang);
        await expect(page.getByTestId('settings-email')).toHaveValue(player.email);

        const other = await browser.newContext({
          baseURL: info.project.use.baseURL,
          viewport: page.viewportSize(),
        });
        const visitor = await other.newPage();
        await openIn(visitor, '/?popup=login', lang);
        await visitor.getByTestId('forgot-password-link').click();
        await visitor.getByTestId('reset-email').fill(player.email);
        await visitor.getByTestId('reset-submit').click();
        await expect(visitor.getByTestId('reset-sent')).toContainText(player.email);
        await shot(visitor, info, `${lang}-reset-sent`);

        const mail = await lastMessageTo(visitor.request, player.email);
        const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
        expect(link, mail.text).toBeTruthy();
        const url = new URL(link!);
        await visitor.goto(`${url.pathname}${url.search}`);
        await settle(visitor);
        const newPassword = `${player.password}-new`;
        await visitor.getByTestId('reset-new-password').fill(newPassword);
        await visitor.getByTestId('reset-confirm-password').fill(newPassword);
        await shot(visitor, info, `${lang}-reset-page`);
        await visitor.getByTestId('reset-page-submit').click();
        await expect(visitor.getByTestId('reset-page-success')).toBeVisible();

        // The same link a second time: used, so the page says to start again.
        await visitor.goto(`${url.pathname}${url.search}`);
        await settle(visitor);
        await visitor.getByTestId('reset-new-password').fill(`${newPassword}2`);
        await visitor.getByTestId('reset-confirm-password').fill(`${newPassword}2`);
        await visitor.getByTestId('reset-page-submit').click();
        await expect(visitor.getByTestId('reset-page-invalid')).toBeVisible();
        await shot(visitor, info, `${lang}-reset-page-invalid`);
        await expectAccessible(visitor);

        await openIn(visitor, '/', lang);
        await signIn(visitor, { email: player.email, password: player.password });
        await expect(visitor.getByTestId('form-error')).toHaveText(
          text(lang, 'errors.INVALID_USER_OR_EMAIL'),
        );
        await visitor.getByTestId('login-password').fill(newPassword);
        await visitor.getByTestId('login-submit').click();
        await expect(visitor.getByTestId('account-menu-button')).toContainText(player.displayName);
        await other.close();

        // The first browser's session was revoked by the reset.
        await page.reload();
        await settle(page);
        await expect(page.getByTestId('login-button').first()).toBeVisible();
      });

      test('change password from the settings', async ({ page }, info) => {
        const player = newPlayer();
        await signUpByApi(page, player);
        await openIn(page, '/settings', lang);
        await page.getByTestId('settings-change-password').click();
        await page.getByTestId('change-current').fill('wrong-password');
        await page.getByTestId('change-new').fill(`${player.password}-x`);
        await page.getByTestId('change-confirm').fill(`${player.password}-x`);
        await page.getByTestId('change-submit').click();
        await expect(page.getByTestId('form-error')).toHaveText(
          text(lang, 'errors.INVALID_CURRENT_PASSWORD'),
        );
        await shot(page, info, `${lang}-change-password-error`);
        await expectAccessible(page);
        await page.getByTestId('change-current').fill(player.password);
        await page.getByTestId('change-submit').click();
        await expect(toasts(page)).toContainText(text(lang, 'auth.passwordChanged'));

        await signOut(page);
        await signIn(page, { email: player.email, password: `${player.password}-x` });
        await expect(page.getByTestId('account-menu-button')).toContainText(player.displayName);
      });

      test('change the phone number with password and SMS code', async ({ page }, info) => {
        const player = newPlayer();
        await signUpByApi(page, player);
        await openIn(page, '/settings', lang);
        const next = newPlayer().phoneNumber;
        await page.getByTestId('settings-phone-password').fill(player.password);
        await page.getByTestId('settings-phone-number').fill(next);
        await page.getByTestId('settings-phone-send').click();
        await expect(page.getByTestId('settings-phone-code')).toBeVisible();
        await shot(page, info, `${lang}-settings-phone-code`);
        await page.getByTestId('settings-phone-code').fill(codeFrom(await lastMessageTo(page.request, next)));
        await page.getByTestId('settings-phone-submit').click();
        await expect(toasts(page)).toContainText(text(lang, 'settings.phoneChanged'));

        const status = await page.request.get(`/api${AUTH_PATHS.isPhoneNumberVerified}`, {
          headers: { [CHANNEL_HEADER]: WEB_CHANNEL_CODE },
        });
        expect(await status.json()).toMatchObject({ phoneNumber: next, isVerified: true, changeCode: null });
      });

      test('delete the account', async ({ page }, info) => {
        const player = newPlayer();
        await signUpByApi(page, player);
        await openIn(page, '/settings', lang);
        await page.getByTestId('settings-delete-password').fill(player.password);
        await page.getByTestId('settings-delete-submit').click();
        await expect(page.getByTestId('settings-delete-confirm')).toBeVisible();
        await shot(page, info, `${lang}-settings-delete-confirm`);
        await expectAccessible(page);
        await page.getByTestId('settings-delete-confirm').click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByTestId('login-button').first()).toBeVisible();

        await signIn(page, player);
        await expect(page.getByTestId('form-error')).toHaveText(text(lang, 'errors.INVALID_USER_OR_EMAIL'));
      });
    });
  });
}
