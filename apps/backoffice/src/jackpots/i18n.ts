/** The progressive jackpot screens' texts (issue 30); en.ts/ja.ts put them under `resources` and the audit. */
export const jackpotsEn = {
  jackpots: {
    name: 'Jackpot |||| Jackpots',
    fields: {
      id: 'Id',
      'name.ja': 'Name (Japanese)',
      'name.en': 'Name (English)',
      amount: 'Pool now (coins)',
      seed: 'Seed (coins)',
      mustDropBy: 'Must drop by (coins)',
      shareBp: 'Share of each stake (bp)',
      gameCodes: 'Participating titles',
      active: 'Active',
      lastWin: 'Last win',
    },
    help: 'A share of every real stake on the participating titles feeds the pool; the operator funds the seed after each drop. Terms that put a title’s RTP (its own plus the jackpot share) outside 94–97 % are refused.',
    share_help: 'In basis points, a multiple of 10 (50 = 0.5 %).',
    must_drop_help: 'Above the seed and above the pool now: the pool always drops before it passes this.',
    no_win: 'No win yet',
  },
};
export const jackpotsJa = {
  jackpots: {
    name: 'ジャックポット |||| ジャックポット',
    fields: {
      id: 'ID',
      'name.ja': '名前（日本語）',
      'name.en': '名前（英語）',
      amount: '現在のプール（コイン）',
      seed: 'シード（コイン）',
      mustDropBy: '必ず当選する上限（コイン）',
      shareBp: '各ベットからの積立（bp）',
      gameCodes: '対象タイトル',
      active: '有効',
      lastWin: '前回の当選',
    },
    help: '対象タイトルの実コインのベットの一部がプールに積み立てられます。当選後のシードは運営が負担します。タイトルのRTP（本来のRTP＋ジャックポット分）が94〜97%を外れる条件は保存できません。',
    share_help: 'ベーシスポイント（10の倍数。50 = 0.5%）。',
    must_drop_help: 'シードと現在のプールより大きい額。プールはこの額を超える前に必ず当選します。',
    no_win: 'まだ当選はありません',
  },
};
export const jackpotsAuditEn = { 'jackpot.updated': 'Jackpot terms changed' };
export const jackpotsAuditJa = { 'jackpot.updated': 'ジャックポット条件の変更' };
