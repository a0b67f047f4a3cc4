/** The approvals screens' texts (separation of duties, issue 24), spread into i18n/en.ts and ja.ts. */
export const approvalsEn = {
  approvals: {
    name: 'Approval |||| Approvals',
    fields: {
      proposedDate: 'Proposed',
      kind: 'Kind',
      label: 'Name',
      liability: 'Total liability (coins)',
      status: 'Status',
      proposedBy: 'Proposed by',
      decidedBy: 'Decided by',
      decidedDate: 'Decided',
      reason: 'Reason',
      terms: 'Terms',
      revision: 'Revision',
    },
    kinds: {
      promo_code: 'Promo code',
      tournament: 'Tournament',
      raffle: 'Raffle',
      quick_raffle: 'Quick-raffle schedule',
      bonus_terms: 'Login calendar and refill terms',
      mission: 'Mission',
    },
    statuses: {
      PENDING: 'Pending approval',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
      NONE: 'Not proposed',
    },
    help: 'Amounts, caps and prizes pay no coin until finance or an administrator approves them. Above the four-eyes threshold, or when proposed by a role without the money permission, a second operator must approve.',
    liability_help:
      'The most these terms can pay: amount × redemptions, or the sum of every prize (quick raffles: one day).',
    second_needed: 'Needs a second operator (finance or administrator)',
    own_proposal: 'You proposed these terms: another finance or administrator operator must decide them.',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason',
    reason_help: 'Required to reject (3–500 characters); recorded in the audit log.',
    approved: 'Approved',
    rejected: 'Rejected',
    decided: 'This proposal has been decided.',
    gate_note:
      'Not paid until approved: a competition still unapproved when it ends is cancelled, nothing paid.',
    threshold: 'Four-eyes threshold (coins)',
    threshold_help: 'Liabilities above this need a second finance/administrator operator.',
    threshold_saved: 'Threshold saved',
    save: 'Save',
    view: 'Open approval',
    terms_amount: 'Amount %{amount} × %{max} redemptions',
    terms_prizes: 'Prizes: %{prizes}',
    terms_every: 'every %{minutes} min',
    ranks: 'ranks %{from}–%{to}: %{amount}',
  },
};
export const approvalsJa: typeof approvalsEn = {
  approvals: {
    name: '承認',
    fields: {
      proposedDate: '提案日時',
      kind: '種類',
      label: '名前',
      liability: '最大支払総額(コイン)',
      status: '状態',
      proposedBy: '提案者',
      decidedBy: '判定者',
      decidedDate: '判定日時',
      reason: '理由',
      terms: '条件',
      revision: '版',
    },
    kinds: {
      promo_code: 'プロモーションコード',
      tournament: 'トーナメント',
      raffle: 'ラッフル',
      quick_raffle: 'クイックラッフルのスケジュール',
      bonus_terms: 'ログインカレンダーとリフィルの条件',
      mission: 'ミッション',
    },
    statuses: { PENDING: '承認待ち', APPROVED: '承認済み', REJECTED: '却下', NONE: '未提案' },
    help: '金額・上限・賞品は、財務または管理者が承認するまで1コインも支払われません。4つの目のしきい値を超える場合や、お金の権限を持たないロールの提案は、別のオペレーターの承認が必要です。',
    liability_help:
      'この条件で支払われうる最大額です(金額 × 利用回数、または全賞品の合計。クイックラッフルは1日分)。',
    second_needed: '別のオペレーター(財務または管理者)の承認が必要',
    own_proposal: 'この条件はあなたの提案です。別の財務または管理者のオペレーターが判定してください。',
    approve: '承認する',
    reject: '却下する',
    reason: '理由',
    reason_help: '却下には必須(3〜500文字)。監査ログに記録されます。',
    approved: '承認しました',
    rejected: '却下しました',
    decided: 'この提案は判定済みです。',
    gate_note: '承認されるまで支払われません。終了時に未承認の大会・ラッフルは中止され、何も支払われません。',
    threshold: '4つの目のしきい値(コイン)',
    threshold_help: 'これを超える支払総額には、別の財務・管理者オペレーターの承認が必要です。',
    threshold_saved: 'しきい値を保存しました',
    save: '保存',
    view: '承認を開く',
    terms_amount: '金額 %{amount} × 利用 %{max} 回',
    terms_prizes: '賞品: %{prizes}',
    terms_every: '%{minutes}分ごと',
    ranks: '%{from}〜%{to}位: %{amount}',
  },
};

export const approvalsErrorsEn = {
  APPROVAL_OWN_PROPOSAL: 'You cannot decide your own proposal.',
  APPROVAL_STALE: 'This proposal has changed or was already decided. Reload it.',
};
export const approvalsErrorsJa: typeof approvalsErrorsEn = {
  APPROVAL_OWN_PROPOSAL: '自分の提案は判定できません。',
  APPROVAL_STALE: 'この提案は変更されたか、すでに判定されています。再読み込みしてください。',
};

export const approvalsAuditEn = {
  'approval.proposed': 'Amounts proposed',
  'approval.approved': 'Amounts approved',
  'approval.rejected': 'Amounts rejected',
  'approval.settings_updated': 'Four-eyes threshold changed',
};
export const approvalsAuditJa: typeof approvalsAuditEn = {
  'approval.proposed': '金額の提案',
  'approval.approved': '金額の承認',
  'approval.rejected': '金額の却下',
  'approval.settings_updated': '4つの目のしきい値の変更',
};
