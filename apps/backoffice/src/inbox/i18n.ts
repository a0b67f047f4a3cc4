/** The inbox screens' texts (issue 29), spread into i18n/en.ts and ja.ts. */
export const inboxResourcesEn = {
  'inbox-messages': {
    name: 'Inbox message |||| Inbox messages',
    fields: {
      kind: 'Kind',
      audience: 'To',
      accountId: 'Player (account ID)',
      titleJa: 'Title (Japanese)',
      titleEn: 'Title (English)',
      bodyJa: 'Text (Japanese)',
      bodyEn: 'Text (English)',
      bodyFormat: 'Text format',
      reward: 'Reward (coins)',
      sendAt: 'Send at',
      expiresAt: 'Expires at',
      state: 'State',
      sentAt: 'Sent',
      createdBy: 'Written by',
      recipients: 'Delivered',
      readCount: 'Read',
      claimedCount: 'Claimed',
    },
    kinds: {
      OPERATOR: 'Operator message',
      TOURNAMENT_RESULT: 'Tournament result',
      RAFFLE_RESULT: 'Raffle result',
      DAILY_BONUS_READY: 'Daily bonus ready',
      SECURITY_NOTICE: 'Security notice',
    },
    audiences: { ALL: 'Every player', PLAYER: 'One player' },
    formats: { TEXT: 'Plain text', MARKDOWN: 'Markdown' },
    states: { SCHEDULED: 'Scheduled', SENT: 'Sent', CANCELLED: 'Cancelled' },
    help: 'Japanese is required; a player reading in English sees the Japanese text when no English is given. Leave "Send at" empty to send now. A reward is paid once per player through the ledger, until the expiry; only finance and administrators may attach one.',
    cancel: 'Cancel sending',
    cancelled: 'The message will not be sent.',
  },
};

export const inboxResourcesJa = {
  'inbox-messages': {
    name: '受信箱メッセージ |||| 受信箱メッセージ',
    fields: {
      kind: '種類',
      audience: '宛先',
      accountId: 'プレイヤー（アカウントID）',
      titleJa: 'タイトル（日本語）',
      titleEn: 'タイトル（英語）',
      bodyJa: '本文（日本語）',
      bodyEn: '本文（英語）',
      bodyFormat: '本文の形式',
      reward: '報酬（コイン）',
      sendAt: '送信日時',
      expiresAt: '有効期限',
      state: '状態',
      sentAt: '送信済み',
      createdBy: '作成者',
      recipients: '配信数',
      readCount: '既読',
      claimedCount: '受取',
    },
    kinds: {
      OPERATOR: '運営メッセージ',
      TOURNAMENT_RESULT: 'トーナメント結果',
      RAFFLE_RESULT: '抽選結果',
      DAILY_BONUS_READY: 'デイリーボーナス',
      SECURITY_NOTICE: 'セキュリティ通知',
    },
    audiences: { ALL: '全プレイヤー', PLAYER: '特定のプレイヤー' },
    formats: { TEXT: 'テキスト', MARKDOWN: 'Markdown' },
    states: { SCHEDULED: '予約済み', SENT: '送信済み', CANCELLED: '取り消し' },
    help: '日本語は必須です。英語がない場合、英語で閲覧するプレイヤーには日本語が表示されます。「送信日時」を空にするとすぐに送信します。報酬は有効期限まで、プレイヤーごとに一度だけ台帳を通して支払われます。報酬を付けられるのは経理と管理者のみです。',
    cancel: '送信を取り消す',
    cancelled: 'このメッセージは送信されません。',
  },
};

export const inboxAuditEn = {
  'inbox.message_created': 'Inbox message written',
  'inbox.message_cancelled': 'Inbox message cancelled',
};
export const inboxAuditJa = {
  'inbox.message_created': '受信箱メッセージの作成',
  'inbox.message_cancelled': '受信箱メッセージの取り消し',
};
