import i18next from 'i18next';
import { jackpotReturn } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { rtpText } from './rtp-text.ts';

async function tFor(lng: 'en' | 'ja') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, ja: { translation: ja } } });
  return i18n.t;
}

describe('rtpText', () => {
  it('states one figure from the exact RTP', async () => {
    const text = rtpText({ rtp: 0.9613152344, byBet: [] }, await tFor('en'), 'en');
    expect(text).toEqual({ badge: 'RTP 96.13%', full: 'Return to player: 96.13%' });
  });

  it('lists each bet kind where they differ (baccarat tie and pairs)', async () => {
    const rtp = {
      rtp: 0.98942,
      byBet: [
        { bet: 'banker', rtp: 0.98942 },
        { bet: 'tie', rtp: 0.8564 },
      ],
    };
    const text = rtpText(rtp, await tFor('en'), 'en');
    expect(text?.badge).toBe('RTP 85.64–98.94%');
    expect(text?.full).toBe('Return to player: 98.94% (by bet: Banker 98.94%, Tie 85.64%)');
    expect(rtpText(rtp, await tFor('ja'), 'ja')?.full).toContain('タイ 85.64%');
  });

  it("adds a participating title's progressive jackpot share and names it (issue 30)", async () => {
    // The default pool: 50 bp, seed 10,000, must drop by 100,000 → 0.5 % × 110 / 90 ≈ 0.611 %.
    const share = jackpotReturn({ shareBp: 50, seed: 10_000, mustDropBy: 100_000 });
    const text = rtpText({ rtp: 0.95794, byBet: [] }, await tFor('en'), 'en', share);
    expect(text).toEqual({
      badge: 'RTP 96.41%',
      full: 'Return to player: 96.41%, of which the progressive jackpot 0.61%',
    });
    expect(rtpText({ rtp: 0.95794, byBet: [] }, await tFor('ja'), 'ja', share)?.full).toBe(
      '還元率(RTP):96.41%(うちプログレッシブジャックポット分0.61%)',
    );
  });

  it('says nothing for a game whose maths is not ours', async () => {
    expect(rtpText(null, await tFor('en'), 'en')).toBeNull();
  });
});
