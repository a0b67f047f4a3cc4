import { operatorCan, type OperatorPermission, type OperatorRole } from '@casino/contract';
import { useGetIdentity } from 'react-admin';
import type { OperatorIdentity } from './authProvider.ts';

/**
 * Which permission of the contract's table opens each react-admin resource (and the custom pages). The
 * server enforces the table; the console only hides what a role would be refused. Sub-resources of a
 * player (ledger, rounds, sessions) follow the player's own permission.
 */
export const RESOURCE_PERMISSIONS = {
  messages: 'messages.read',
  players: 'players.read',
  ledger: 'players.read',
  rounds: 'players.read',
  sessions: 'players.read',
  games: 'games.manage',
  collections: 'games.manage',
  jackpots: 'games.manage',
  missions: 'tournaments.manage',
  flags: 'flags.manage',
  audit: 'audit.read',
  reports: 'reports.read',
  operators: 'operators.manage',
  raffles: 'raffles.read',
  raffleEntries: 'raffles.read',
  content: 'content.manage',
  promotions: 'content.manage',
  'promo-codes': 'content.manage',
  kyc: 'kyc.review',
  pageviews: 'analytics.read',
  approvals: 'approvals.read',
  'inbox-messages': 'inbox.send',
} as const satisfies Record<string, OperatorPermission>;

export type ResourceName = keyof typeof RESOURCE_PERMISSIONS;

function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCE_PERMISSIONS, name);
}

/** react-admin's access control: may this role open this resource? Unknown resources are refused. */
export function canAccessResource(role: OperatorRole, resource: string): boolean {
  return isResourceName(resource) && operatorCan(role, RESOURCE_PERMISSIONS[resource]);
}

/** Whether the signed-in operator holds a permission (false while the identity loads). */
export function useCan(permission: OperatorPermission): boolean {
  const { identity } = useGetIdentity();
  const role = (identity as OperatorIdentity | undefined)?.role;
  return role ? operatorCan(role, permission) : false;
}
