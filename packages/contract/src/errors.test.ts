import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, errorResponseSchema } from './errors.ts';
import { walletErrorResponseSchema } from './wallet.ts';

describe('error envelope', () => {
  it('accepts { error: { code } } with a code of its vocabulary only', () => {
    const schema = errorEnvelopeSchema(z.enum(['A', 'B']));
    expect(schema.parse({ error: { code: 'A' } })).toEqual({ error: { code: 'A' } });
    expect(schema.safeParse({ error: { code: 'C' } }).success).toBe(false);
    expect(schema.safeParse({ code: 'A' }).success).toBe(false);
  });

  it('is the shape of the player API and the provider API errors alike', () => {
    expect(errorResponseSchema.safeParse({ error: { code: 'TECHNICAL_ERROR' } }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ error: { code: 'INVALID_SIGNATURE' } }).success).toBe(false);
    const insufficient = { error: { code: 'INSUFFICIENT_FUNDS' }, balance: 5 };
    expect(walletErrorResponseSchema.parse(insufficient)).toEqual(insufficient);
    expect(walletErrorResponseSchema.safeParse({ error: { code: 'USER_LOCKED_OUT' } }).success).toBe(false);
  });
});
