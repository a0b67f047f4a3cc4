import type { ScoringRule } from '@casino/contract';
import type { Language, Translate } from '../i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2d 03:04:05` / `03:04:05` until `target` (never negative). */
export function countdown(t: Translate, target: Date, now: Date): string {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${t('days', { count: days })} ${clock}` : clock;
}

export function numberFormat(language: Language) {
  const format = new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US');
  return (n: number) => format.format(n);
}

export function dateFormat(language: Language) {
  const format = new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** A score as its rule reads: points, a multiplier (hundredths), rounds. */
export function scoreText(t: Translate, language: Language, rule: ScoringRule, score: number): string {
  const n = numberFormat(language);
  if (rule === 'BEST_MULTIPLIER') return t('score.multiplier', { value: (score / 100).toFixed(2) });
  if (rule === 'ROUNDS_PLAYED') return t('score.rounds', { value: n(score) });
  return t('score.points', { value: n(score) });
}
