import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/dialog.tsx';
import { formatCoins } from '../../lib/format.ts';
import type { AutoPlay } from './auto-play.tsx';
import type { AutoStopReason, AutoStops } from './auto-stops.ts';
import './auto-play.css';

export const AUTO_COUNTS = [10, 25, 50] as const;

/** A whole number of coins typed by the player, or null when the field is empty (no such stop). */
function coinsOf(text: string): number | null {
  const value = Number(text.replace(/[,\s]/g, ''));
  return text.trim() === '' || !Number.isSafeInteger(value) || value <= 0 ? null : value;
}

/** The auto-play control: a button opening the counts and the stops, or Stop with the rounds left. */
export function AutoPlayControl({ autoPlay, disabled }: { autoPlay: AutoPlay; disabled: boolean }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const { auto } = autoPlay;
  return (
    <div className="slot-auto" data-testid="slot-autoplay" data-running={auto ? 'on' : 'off'}>
      {auto ? (
        <button
          type="button"
          className="slot-auto-button slot-auto-stop"
          data-testid="slot-autoplay-stop"
          disabled={auto.stopping}
          onClick={autoPlay.stop}
        >
          {auto.stopping ? t('slot.autoStopping') : t('slot.autoStop', { count: auto.left })}
        </button>
      ) : (
        <button
          type="button"
          className="slot-auto-button"
          data-testid="slot-autoplay-open"
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setMenu(true)}
        >
          {t('slot.auto')}
        </button>
      )}
      {menu && !auto ? (
        <AutoPlayDialog
          disabled={disabled}
          onClose={() => setMenu(false)}
          onStart={(count, stops) => {
            setMenu(false);
            autoPlay.start(count, stops);
          }}
        />
      ) : null}
    </div>
  );
}

/** The counts (each starts auto-play) and the stops: loss limit, single-win stop, feature stop. */
function AutoPlayDialog({
  disabled,
  onClose,
  onStart,
}: {
  disabled: boolean;
  onClose: () => void;
  onStart: (count: number, stops: AutoStops) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [loss, setLoss] = useState('');
  const [win, setWin] = useState('');
  const [onFeature, setOnFeature] = useState(false);
  const stops = (): AutoStops => ({ lossLimit: coinsOf(loss), singleWin: coinsOf(win), onFeature });
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Dialog
      titleId={`${id}-title`}
      title={t('slot.autoTitle')}
      testId="slot-autoplay-menu"
      closeLabel={t('slot.autoCancel')}
      onClose={onClose}
      className="auto-dialog"
    >
      <form className="auto-form" onSubmit={submit}>
        <fieldset className="auto-stops">
          <legend>{t('slot.autoStopsLegend')}</legend>
          <CoinsField
            label={t('slot.autoLossLimit')}
            testId="slot-autoplay-loss"
            value={loss}
            onChange={setLoss}
          />
          <CoinsField
            label={t('slot.autoSingleWin')}
            testId="slot-autoplay-win"
            value={win}
            onChange={setWin}
          />
          <label className="auto-check">
            <input
              type="checkbox"
              data-testid="slot-autoplay-feature"
              checked={onFeature}
              onChange={(event) => setOnFeature(event.target.checked)}
            />
            <span>{t('slot.autoOnFeature')}</span>
          </label>
        </fieldset>
        <div className="auto-counts" role="group" aria-label={t('slot.autoLabel')}>
          {AUTO_COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              className="primary-button"
              data-count={count}
              disabled={disabled}
              onClick={() => onStart(count, stops())}
            >
              {t('slot.autoCount', { count })}
            </button>
          ))}
        </div>
      </form>
    </Dialog>
  );
}

/** Why auto-play ended early, until the next one starts or the player closes it (read once as a status). */
export function AutoStopNotice({
  reason,
  onDismiss,
}: {
  reason: AutoStopReason | null;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const coins = (value: number) => formatCoins(value, i18n.language);
  const text =
    reason?.kind === 'lossLimit'
      ? t('slot.autoStoppedLoss', { limit: coins(reason.limit), lost: coins(reason.lost) })
      : reason?.kind === 'singleWin'
        ? t('slot.autoStoppedWin', { limit: coins(reason.limit), win: coins(reason.win) })
        : reason?.kind === 'feature'
          ? t('slot.autoStoppedFeature')
          : null;
  return (
    <div
      className="slot-auto-reason"
      role="status"
      data-testid="slot-autoplay-reason"
      data-reason={reason?.kind}
    >
      {text ? (
        <>
          <button
            type="button"
            className="slot-auto-reason-close"
            aria-label={t('slot.autoReasonClose')}
            onClick={onDismiss}
          >
            ×
          </button>
          {text}
        </>
      ) : null}
    </div>
  );
}

/** A stop's amount in coins: digits, or empty for "none". */
function CoinsField({
  label,
  testId,
  value,
  onChange,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="auto-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        data-testid={testId}
        placeholder={t('slot.autoNone')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
