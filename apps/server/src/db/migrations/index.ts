import type { Migration } from 'kysely/migration';
import * as foundation from './20251123100000_foundation.ts';
import * as analyticsEvents from './20251123100100_analytics_events.ts';
import * as accounts from './20251201100000_accounts.ts';
import * as phone from './20251201100100_phone.ts';
import * as captchaLimitsOutboxSecrets from './20251201100200_captcha_limits_outbox_secrets.ts';
import * as wallet from './20251210100000_wallet.ts';
import * as walletAccountFk from './20251220100000_wallet_account_fk.ts';
import * as studio from './20251220100100_studio.ts';
import * as studioFairness from './20251223100000_studio_fairness.ts';
import * as operator from './20261124100000_operator.ts';
import * as raffles from './20261125100000_raffles.ts';
import * as tournaments from './20261125200000_tournaments.ts';
import * as content from './20261125300000_content.ts';
import * as kycAnalytics from './20261125400000_kyc_analytics.ts';
import * as studioDecisions from './20261126300000_studio_decisions.ts';
import * as roundMathsVersion from './20261127100000_round_maths_version.ts';
import * as knownDevices from './20261128100000_known_devices.ts';
import * as moneyApprovals from './20261128200000_money_approvals.ts';
import * as providerSessions from './20261128300000_provider_sessions.ts';
import * as analyticsDaily from './20261128400000_analytics_daily.ts';
import * as autoPickSeen from './20261128520000_auto_pick_seen.ts';
import * as betRoundHistory from './20261128530000_bet_round_history.ts';
import * as kycDocumentChunks from './20261128540000_kyc_document_chunks.ts';
import * as jobSchedule from './20261128600000_job_schedule.ts';
import * as responsiblePlay from './20261129100000_responsible_play.ts';
import * as lobbySearchFavourites from './20261129200000_lobby_search_favourites.ts';
import * as inbox from './20261130100000_inbox.ts';
import * as gameCollections from './20261130200000_game_collections.ts';
import * as raffleBeacon from './20261130300000_raffle_beacon.ts';
import * as loginCalendarRefill from './20261201100000_login_calendar_refill.ts';
import * as missions from './20261201200000_missions.ts';
import * as progression from './20261201300000_progression.ts';
import * as jackpots from './20261202100000_jackpots.ts';

/**
 * Every migration, by name. Names start with a UTC timestamp (yyyymmddHHMMSS) so they sort in the
 * order they were written; Kysely runs them in name order. A static list (rather than reading the
 * folder) works the same under tsx, vitest and any bundler. Add new migrations at the end; never edit
 * one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20251123100000_foundation': foundation,
  '20251123100100_analytics_events': analyticsEvents,
  '20251201100000_accounts': accounts,
  '20251201100100_phone': phone,
  '20251201100200_captcha_limits_outbox_secrets': captchaLimitsOutboxSecrets,
  '20251210100000_wallet': wallet,
  '20251220100000_wallet_account_fk': walletAccountFk,
  '20251220100100_studio': studio,
  '20251223100000_studio_fairness': studioFairness,
  '20261124100000_operator': operator,
  '20261125100000_raffles': raffles,
  '20261125200000_tournaments': tournaments,
  '20261125300000_content': content,
  '20261125400000_kyc_analytics': kycAnalytics,
  '20261126300000_studio_decisions': studioDecisions,
  '20261127100000_round_maths_version': roundMathsVersion,
  '20261128100000_known_devices': knownDevices,
  '20261128200000_money_approvals': moneyApprovals,
  '20261128300000_provider_sessions': providerSessions,
  '20261128400000_analytics_daily': analyticsDaily,
  '20261128520000_auto_pick_seen': autoPickSeen,
  '20261128530000_bet_round_history': betRoundHistory,
  '20261128540000_kyc_document_chunks': kycDocumentChunks,
  '20261128600000_job_schedule': jobSchedule,
  '20261129100000_responsible_play': responsiblePlay,
  '20261129200000_lobby_search_favourites': lobbySearchFavourites,
  '20261130100000_inbox': inbox,
  '20261130200000_game_collections': gameCollections,
  '20261130300000_raffle_beacon': raffleBeacon,
  '20261201100000_login_calendar_refill': loginCalendarRefill,
  '20261201200000_missions': missions,
  '20261201300000_progression': progression,
  '20261202100000_jackpots': jackpots,
};
