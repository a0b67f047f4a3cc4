/** The collections screens' texts (issue 29); en.ts/ja.ts put them under `resources` and the audit. */
export const collectionsEn = {
  collections: {
    name: 'Home row |||| Home rows',
    fields: {
      position: 'Place',
      nameJa: 'Name (Japanese)',
      nameEn: 'Name (English)',
      rule: 'Games',
      tag: 'Tag',
      gameCodes: 'Games in order',
      isEnabled: 'Shown',
      order: 'Order',
    },
    rules: {
      manual: 'Chosen games',
      newest: 'Newest games',
      popular: 'Popular this week',
      tag: 'Games with a tag',
    },
    help: 'The rows of the home page, top first, under the player’s own rows. A row with no games is not shown.',
    games_help: 'In the order the row shows them.',
    games_count: '%{count} chosen games',
    move_up: 'Move “%{name}” up',
    move_down: 'Move “%{name}” down',
    moved: '“%{name}” moved',
  },
};
export const collectionsJa = {
  collections: {
    name: 'ホームの列 |||| ホームの列',
    fields: {
      position: '順番',
      nameJa: '名前（日本語）',
      nameEn: '名前（英語）',
      rule: 'ゲーム',
      tag: 'タグ',
      gameCodes: 'ゲーム（表示順）',
      isEnabled: '表示',
      order: '並べ替え',
    },
    rules: {
      manual: '選んだゲーム',
      newest: '新着ゲーム',
      popular: '今週の人気',
      tag: 'タグのゲーム',
    },
    help: 'ホームページの列（上から順）。プレイヤー自身の列の下に表示されます。ゲームのない列は表示されません。',
    games_help: '列に表示する順番で選んでください。',
    games_count: '選んだゲーム %{count} 本',
    move_up: '「%{name}」を上へ',
    move_down: '「%{name}」を下へ',
    moved: '「%{name}」を移動しました',
  },
};
export const collectionsAuditEn = {
  'collection.created': 'Home row added',
  'collection.updated': 'Home row changed',
  'collection.deleted': 'Home row removed',
};
export const collectionsAuditJa = {
  'collection.created': 'ホームの列を追加',
  'collection.updated': 'ホームの列を変更',
  'collection.deleted': 'ホームの列を削除',
};
