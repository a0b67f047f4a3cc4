import { expect } from 'vitest';
import type { Approval } from '@casino/contract';
import type { OperatorBrowser } from './operator-helpers.ts';

/** Separation of duties in tests: read a proposal and decide it as `by` (a finance or admin operator). */

export async function proposal(by: OperatorBrowser, approvalId: string): Promise<Approval> {
  const res = await by.get(`/operator/approvals/${approvalId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function approve(
  by: OperatorBrowser,
  approvalId: string,
  reason = 'checked',
): Promise<Approval> {
  const { revision } = await proposal(by, approvalId);
  const res = await by.post(`/operator/approvals/${approvalId}/approve`, { revision, reason });
  expect(res.statusCode).toBe(200);
  return res.json();
}
