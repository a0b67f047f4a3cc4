/** The KYC review's and the page-view report's texts; en.ts/ja.ts put them under `resources`. */
export const kycEn = {
  kyc: {
    name: 'Identity check |||| Identity checks',
    fields: {
      status: 'Status',
      displayName: 'Player',
      email: 'E-mail',
      fullName: 'Full name',
      dateOfBirth: 'Date of birth',
      postCode: 'Post code',
      prefecture: 'Prefecture',
      municipality: 'Municipality',
      address: 'Address',
      documentType: 'Document',
      documentSize: 'Size',
      submittedDate: 'Submitted',
      decidedDate: 'Decided',
      decidedBy: 'Decided by',
      reason: 'Reason',
    },
    statuses: {
      unverified: 'Not verified',
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    document: 'Identity document',
    document_loading: 'Loading the document…',
    document_alt: 'Identity document of %{name}',
    document_page: 'Identity document of %{name}, page %{page}',
    document_note: 'Shown only here; every view is written to the audit log.',
    approve: 'Approve',
    reject: 'Reject',
    reject_reason: 'Reason for the player',
    reject_help: 'The player sees this text. At least 3 characters.',
    approved: 'Approved.',
    rejected: 'Rejected.',
    decided: 'This submission has been decided.',
  },
  pageviews: {
    name: 'Page views',
    fields: { day: 'Day', path: 'Route', views: 'Views', visitors: 'Visitors', days: 'Days' },
    help: 'Page views per route per day in Japan time, as counted by the site (visitors who declined tracking are not counted).',
  },
};

export const kycJa: typeof kycEn = {
  kyc: {
    name: '本人確認',
    fields: {
      status: '状態',
      displayName: 'プレイヤー',
      email: 'メールアドレス',
      fullName: '氏名',
      dateOfBirth: '生年月日',
      postCode: '郵便番号',
      prefecture: '都道府県',
      municipality: '市区町村',
      address: '住所',
      documentType: '書類',
      documentSize: 'サイズ',
      submittedDate: '提出日時',
      decidedDate: '判定日時',
      decidedBy: '判定者',
      reason: '理由',
    },
    statuses: {
      unverified: '未確認',
      pending: '確認待ち',
      approved: '承認済み',
      rejected: '却下',
    },
    document: '本人確認書類',
    document_loading: '書類を読み込んでいます…',
    document_alt: '%{name} の本人確認書類',
    document_page: '%{name} の本人確認書類（%{page} ページ）',
    document_note: '書類はこの画面でのみ表示され、閲覧はすべて監査ログに記録されます。',
    approve: '承認',
    reject: '却下',
    reject_reason: 'プレイヤーに伝える理由',
    reject_help: 'プレイヤーに表示されます。3文字以上で入力してください。',
    approved: '承認しました。',
    rejected: '却下しました。',
    decided: 'この申請は判定済みです。',
  },
  pageviews: {
    name: 'ページビュー',
    fields: { day: '日付', path: 'ルート', views: '閲覧数', visitors: '訪問者数', days: '日数' },
    help: '日本時間の日ごと・ルートごとのページビューです(計測を拒否した訪問者は含みません)。',
  },
};

export const kycErrorsEn = {
  AGE_UNDER_18: 'The date of birth is under 18 years.',
  DOCUMENT_TYPE_NOT_ALLOWED: 'The document is not a JPEG, PNG or script-free PDF.',
  DOCUMENT_TOO_LARGE: 'The document is too large.',
  KYC_ALREADY_SUBMITTED: 'This submission is no longer pending.',
  SPORTSBOOK_NOT_CONFIGURED: 'No sportsbook is configured.',
  ROUND_CHOICE_INVALID: 'The pick is not one of the options.',
  ROUND_DECISION_CLOSED: 'The round no longer waits for this pick.',
};
export const kycErrorsJa: typeof kycErrorsEn = {
  AGE_UNDER_18: '生年月日が18歳未満です。',
  DOCUMENT_TYPE_NOT_ALLOWED: '書類がJPEG・PNG・スクリプトを含まないPDFではありません。',
  DOCUMENT_TOO_LARGE: '書類のサイズが大きすぎます。',
  KYC_ALREADY_SUBMITTED: 'この申請はすでに判定済みです。',
  SPORTSBOOK_NOT_CONFIGURED: 'スポーツベットが設定されていません。',
  ROUND_CHOICE_INVALID: '選択肢にない位置です。',
  ROUND_DECISION_CLOSED: 'このラウンドはこの選択を待っていません。',
};

export const kycAuditEn = {
  'kyc.document_viewed': 'KYC document viewed',
  'kyc.approved': 'KYC approved',
  'kyc.rejected': 'KYC rejected',
};
export const kycAuditJa: typeof kycAuditEn = {
  'kyc.document_viewed': '本人確認書類の閲覧',
  'kyc.approved': '本人確認の承認',
  'kyc.rejected': '本人確認の却下',
};
