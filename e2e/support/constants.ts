/** The e2e server runs with this CAPTCHA_TEST_ANSWER (playwright.config.ts); production refuses it. */
export const CAPTCHA_TEST_ANSWER = 'e2e-pass';
