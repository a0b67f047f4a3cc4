import { expect } from 'vitest';
import { Browser } from './auth-helpers.ts';
import type { App } from './helper.ts';
import { newOperator, operatorSignin, type OperatorBrowser } from './operator-helpers.ts';

/** Shared by the content store's API tests (content.test.ts, promotions.test.ts). */

export const ADMIN_EMAIL = 'boss@casino.test';
export const ADMIN_PASSWORD = 'first-admin-password';

export const CONTENT_ENV = {
  OPERATOR_EMAIL: ADMIN_EMAIL,
  OPERATOR_PASSWORD: ADMIN_PASSWORD,
  COMPANY_NUMBER: 'GI-987654',
  COMPANY_ADDRESS: '1 Harbour Walk, Gibraltar GX11 9ZZ',
  // The clock moves days forward: sessions must outlive it.
  SESSION_IDLE_MINUTES: '525600',
};

export async function admin(app: App) {
  await app.operators.ensureFirstOperator();
  return operatorSignin(app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** A new operator of the content role, signed in. */
export async function editor(app: App): Promise<OperatorBrowser> {
  return (await newOperator(await admin(app), 'content')).browser;
}

export const publicPage = (app: App, slug: string, language: string) =>
  new Browser(app).get(`/content/pages/${slug}?language=${language}`);

export const saveText = (operator: OperatorBrowser, id: string, text: Record<string, unknown>) =>
  operator.call('PUT', `/operator/content/documents/${id}`, text);

/** Hostile Markdown an operator's account (or a pasted text) might carry, and what must not survive. */
export const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">raw link</a>',
  '[md link](javascript:alert(4))',
  '[upper](JAVASCRIPT:alert(5))',
  '[spaced](  javascript:alert(6))',
  '[entity](&#106;avascript:alert(7))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
  '![image](javascript:alert(9))',
  '<javascript:alert(10)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(11))" onclick="alert(12)">x</div>',
  '[vb](vbscript:msgbox(13))',
  '<svg onload=alert(14)>',
  '[ok](https://example.com/safe) and [mail](mailto:help@example.com) and [home](/about)',
].join('\n\n');

export function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<div/i);
  expect(html).not.toMatch(/<img[^>]*src="(?!https:)/i);
  // No attribute named on…, and no href/src that is not http(s), mailto or a path of the site.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
    }
  }
}
