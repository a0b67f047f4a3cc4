import { describe, expect, it } from 'vitest';
import { ERROR } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/** Without OPERATOR_EMAIL/OPERATOR_PASSWORD the first start makes admin@localhost with a random password. */
const ctx = setupTestApp();

describe('the first start without operator settings', () => {
  it('creates admin@localhost once, with a random password it must change at first sign-in', async () => {
    const first = await ctx.app.operators.ensureFirstOperator();
    expect(first).toMatchObject({ created: true, email: 'admin@localhost' });
    const password = (first as { password: string }).password;
    expect(password).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // Concurrent or later starts create nobody and print nothing.
    const again = await Promise.all([1, 2, 3].map(() => ctx.app.operators.ensureFirstOperator()));
    expect(again).toEqual([{ created: false }, { created: false }, { created: false }]);
    const rows = await ctx.db.selectFrom('operators').select(['email', 'password_hash', 'role']).execute();
    expect(rows).toEqual([
      { email: 'admin@localhost', password_hash: expect.stringMatching(/^\$argon2id\$/), role: 'admin' },
    ]);

    const browser = await operatorSignin(ctx.app, 'admin@localhost', password);
    expect((await browser.get('/operator/messages')).json()).toEqual(
      ERROR('OPERATOR_PASSWORD_CHANGE_REQUIRED'),
    );
    await browser.post('/operator/auth/change-password', {
      currentPassword: password,
      newPassword: 'my-own-password',
    });
    expect((await browser.get('/operator/messages')).statusCode).toBe(200);
    // Nothing but server.ts's one line ever carries the password: not the request logs.
    expect(ctx.logs.lines.join('\n')).not.toContain(password);
  });
});
