/** The e2e server runs with this CAPTCHA_TEST_ANSWER (playwright.config.ts); production refuses it. */
export const CAPTCHA_TEST_ANSWER = 'e2e-pass';

/** The first admin of the e2e server (OPERATOR_EMAIL / OPERATOR_PASSWORD in playwright.config.ts). */
export const OPERATOR = { email: 'e2e-admin@casino.test', password: 'e2e-operator-password' } as const;
