import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@casino/contract';
import { goToLobby } from '../lib/parent.ts';
import { BackIcon } from '../shell/icons.tsx';

export type LaunchFailure =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  /** `text`: a refused launch told exactly (a break or exclusion and its end: responsible play). */
  | { kind: 'error'; code: ErrorCode; text?: string };

/** The launch could not open a session: say why and offer the way back. */
export function LaunchError({ failure }: { failure: LaunchFailure }) {
  const { t } = useTranslation();
  const message =
    failure.kind === 'missing'
      ? t('launch.missing')
      : failure.kind === 'invalid'
        ? t('launch.invalid')
        : (failure.text ?? t(`errors.${failure.code}`));
  return (
    <main className="launch-screen">
      <div className="launch-card" role="alert" data-testid="game-error" data-kind={failure.kind}>
        <h1>{t('launch.title')}</h1>
        <p>{message}</p>
        {/* No session, so no lobby address: the site's frame knows it; alone, the game goes home. */}
        <button
          type="button"
          className="primary-button"
          data-testid="game-lobby"
          onClick={() => goToLobby('/')}
        >
          <BackIcon />
          {t('topBar.lobby')}
        </button>
      </div>
    </main>
  );
}
