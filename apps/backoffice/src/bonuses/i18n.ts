/** The console's bonus terms (issue 30): the login calendar's multipliers and the refill. */
export const bonusesEn = {
  bonuses: {
    title: 'Login calendar and refill',
    intro:
      'The daily bonus climbs a 7-day calendar on consecutive bonus days (a missed day starts again at day 1; after day 7 a new calendar starts). Each day pays the daily amount × its multiplier. A refill is for players below a balance with no daily bonus to claim, once per interval. Changes apply to the next claim.',
    daily_amount: 'Daily amount (server setting DAILY_BONUS_AMOUNT)',
    reset_hour: 'A bonus day starts at %{hour}:00 Japan time',
    rolling: 'The daily bonus runs on a rolling period',
    day: 'Day %{day}',
    day_special: 'Day %{day} (special)',
    multiplier: 'Multiplier (%)',
    coins: '%{amount} coins',
    refill_amount: 'Refill amount (coins)',
    refill_below: 'For a balance below (coins)',
    refill_interval: 'Once every (hours)',
    save: 'Save',
    saved: 'Bonus terms saved.',
    invalid:
      'Multipliers are 100–1000 %; the amount and the balance 1–1,000,000 coins; the interval 1–168 hours.',
    read_only: 'Only finance and administrators change these terms.',
    pending:
      'Proposed terms wait for a second finance or administrator operator (Approvals). Until they are approved, players get the terms shown here.',
    updated: 'Last changed %{at} by %{by}',
  },
};

export const bonusesJa = {
  bonuses: {
    title: 'ログインカレンダーとリフィル',
    intro:
      'デイリーボーナスは連続したボーナス日に7日間のカレンダーを進みます（受け取らない日があると1日目に戻り、7日目の次は新しいカレンダーが始まります）。各日の支払いはデイリー額 × その日の倍率です。リフィルは残高が基準未満で受け取れるデイリーボーナスがないプレイヤーに、一定間隔で1回支払われます。変更は次の受け取りから適用されます。',
    daily_amount: 'デイリー額（サーバー設定 DAILY_BONUS_AMOUNT）',
    reset_hour: 'ボーナス日の切り替わり：日本時間 %{hour}:00',
    rolling: 'デイリーボーナスは一定時間ごとの方式です',
    day: '%{day}日目',
    day_special: '%{day}日目（スペシャル）',
    multiplier: '倍率（%）',
    coins: '%{amount} コイン',
    refill_amount: 'リフィル額（コイン）',
    refill_below: '対象となる残高（この額未満、コイン）',
    refill_interval: '受け取り間隔（時間）',
    save: '保存',
    saved: 'ボーナス条件を保存しました。',
    invalid: '倍率は100〜1000%、金額と残高は1〜1,000,000コイン、間隔は1〜168時間です。',
    read_only: 'この条件を変更できるのは経理と管理者のみです。',
    pending:
      '提案された条件は、別の経理または管理者の承認を待っています（承認）。承認されるまで、プレイヤーにはここに表示された条件が適用されます。',
    updated: '最終変更：%{at}（%{by}）',
  },
};

export const bonusesAuditEn = { 'bonus_settings.updated': 'Bonus terms changed' };
export const bonusesAuditJa = { 'bonus_settings.updated': 'ボーナス条件の変更' };
