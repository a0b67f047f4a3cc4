/*
 * The database schema, composed at the wiring level (issue 26): db/ owns the `Database` type but
 * imports no module; each module types its own tables in `<m>.table.ts`, and this file — part of the
 * composition root, which may see every module — merges them into db/'s `Database` interface by
 * declaration merging. Imports run one way: modules -> db, wiring -> modules and db.
 * A table added by a module is listed here, or its queries do not type-check.
 */
import type {
  AnalyticsEventTable,
  AnalyticsPageViewsDailyTable,
} from '../modules/analytics/analytics.table.ts';
import type {
  AccountTable,
  KnownDeviceTable,
  LoginThrottleTable,
  PasswordResetTokenTable,
  SessionTable,
} from '../modules/auth/auth.table.ts';
import type { CaptchaChallengeTable } from '../modules/captcha/captcha.table.ts';
import type { ApprovalTables } from '../modules/approvals/approvals.table.ts';
import type { ContentTables } from '../modules/content/content.table.ts';
import type { RateLimitCounterTable } from '../modules/limits/limits.table.ts';
import type { JobScheduleTable } from '../modules/jobs/jobs.table.ts';
import type { InboxTables } from '../modules/inbox/inbox.table.ts';
import type { ProgressionTables } from '../modules/progression/progression.table.ts';
import type { MissionTables } from '../modules/missions/missions.table.ts';
import type { JackpotTables } from '../modules/jackpots/jackpots.table.ts';
import type { KycTables } from '../modules/kyc/kyc.table.ts';
import type { OperatorTables } from '../modules/operator/operator.table.ts';
import type { RaffleTables } from '../modules/raffles/raffles.table.ts';
import type { ResponsiblePlayTables } from '../modules/responsible-play/responsible-play.table.ts';
import type { TournamentTables } from '../modules/tournaments/tournaments.table.ts';
import type { OutboxMessageTable } from '../modules/outbox/outbox.table.ts';
import type { PhoneOtpTable, PhoneValidationTable } from '../modules/phone/phone.table.ts';
import type { ServerSecretTable } from '../modules/secrets/secrets.table.ts';
import type {
  StudioFairRoundTable,
  StudioRoundTable,
  StudioSeedTable,
  StudioSessionTable,
} from '../modules/studio/studio.table.ts';
import type {
  BonusSettingsTable,
  DailyBonusClaimTable,
  GameRoundTable,
  PendingBonusTable,
  RefillClaimTable,
  ProviderSessionTable,
  WalletTable,
  WalletTransactionTable,
} from '../modules/wallet/wallet.table.ts';
import type {
  BrandTable,
  ChannelTable,
  FeatureFlagTable,
  LanguageTable,
} from '../modules/channel/channel.table.ts';
import type {
  GameFavouriteTable,
  GameStudioTable,
  GameTable,
  GameTagTable,
  GameTranslationTable,
} from '../modules/games/games.table.ts';
import type { GameCollectionTable } from '../modules/games/collections.table.ts';

declare module '../db/database.ts' {
  /** Every table, as Kysely sees it. Each module types its own tables in <module>.table.ts. */
  interface Database
    extends
      OperatorTables,
      RaffleTables,
      TournamentTables,
      ContentTables,
      KycTables,
      ApprovalTables,
      ResponsiblePlayTables,
      InboxTables,
      ProgressionTables,
      MissionTables,
      JackpotTables {
    brands: BrandTable;
    channels: ChannelTable;
    feature_flags: FeatureFlagTable;
    languages: LanguageTable;
    game_studios: GameStudioTable;
    games: GameTable;
    game_tags: GameTagTable;
    game_translations: GameTranslationTable;
    game_favourites: GameFavouriteTable;
    game_collections: GameCollectionTable;
    analytics_events: AnalyticsEventTable;
    analytics_page_views_daily: AnalyticsPageViewsDailyTable;
    accounts: AccountTable;
    sessions: SessionTable;
    password_reset_tokens: PasswordResetTokenTable;
    login_throttles: LoginThrottleTable;
    known_devices: KnownDeviceTable;
    phone_otps: PhoneOtpTable;
    phone_validations: PhoneValidationTable;
    captcha_challenges: CaptchaChallengeTable;
    rate_limit_counters: RateLimitCounterTable;
    job_schedule: JobScheduleTable;
    outbox_messages: OutboxMessageTable;
    server_secrets: ServerSecretTable;
    wallets: WalletTable;
    wallet_transactions: WalletTransactionTable;
    game_rounds: GameRoundTable;
    pending_bonuses: PendingBonusTable;
    provider_sessions: ProviderSessionTable;
    daily_bonus_claims: DailyBonusClaimTable;
    refill_claims: RefillClaimTable;
    bonus_settings: BonusSettingsTable;
    studio_sessions: StudioSessionTable;
    studio_rounds: StudioRoundTable;
    studio_seeds: StudioSeedTable;
    studio_fair_rounds: StudioFairRoundTable;
  }
}
