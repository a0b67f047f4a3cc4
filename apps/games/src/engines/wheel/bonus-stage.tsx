import { useTranslation } from 'react-i18next';
import type { WheelBonusTrace } from '@casino/contract';
import type { wheel } from '@casino/studio';
import { FlapperShow, PachinkoShow } from './drop-show.tsx';
import type { WheelOutcome } from './outcome.ts';
import { CoinFlipShow, PickBoard } from './pick-board.tsx';
import { bonusDefOf, type BonusFrame, type WheelStep } from './steps.ts';
import { CollectShow, QuestShow, WalkShow } from './walk-show.tsx';

type Child = WheelOutcome['children'][number];

/**
 * The bonus round being played out: the latest bonus step reached picks the bonus and its frame. A
 * round waiting for the player's pick shows the pick board instead (its taps call `onPick`).
 */
export function BonusStage({
  cfg,
  outcome,
  steps,
  index,
  bonusName,
  onPick,
  autoPicked = false,
  onClose,
}: {
  cfg: wheel.WheelConfig;
  outcome: WheelOutcome;
  steps: readonly WheelStep[];
  index: number;
  bonusName: (name: string) => string;
  onPick?: (choice: number) => Promise<boolean> | void;
  /** The server made the pick (time ran out). */
  autoPicked?: boolean;
  /** The bonus is played out: the player may go back to the table (the board was hidden under it). */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const step = steps[index];
  if (outcome.pending && step?.part === 'await-pick') {
    const name = outcome.pending.step.replace(/^bonus:/, '');
    const def = bonusDefOf(cfg, name);
    if (def?.kind !== 'pick') return null;
    return <PickBoard key="pending" def={def} title={bonusName(name)} onPick={onPick} />;
  }
  if (step?.part !== 'bonus') return null;
  const child = outcome.children[step.bonus];
  if (!child) return null;
  const def = bonusDefOf(cfg, child.details.name);
  if (!def) return null;
  const title = bonusName(child.details.name);
  return (
    <>
      <BonusFrameView def={def} child={child} frame={step.frame} title={title} autoPicked={autoPicked} />
      {onClose ? (
        <button
          type="button"
          className="live-bonus-close"
          data-testid="live-bonus-close"
          aria-label={t('wheel.backToTable')}
          title={t('wheel.backToTable')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </>
  );
}

function BonusFrameView({
  def,
  child,
  frame,
  title,
  autoPicked,
}: {
  def: wheel.BonusDef;
  child: Child;
  frame: BonusFrame;
  title: string;
  autoPicked: boolean;
}) {
  const trace = child.details.trace as WheelBonusTrace;
  const value = child.details.value;
  if (def.kind === 'pick' && 'hidden' in trace) {
    if (frame.kind === 'coin') return <CoinFlipShow title={title} trace={trace} frame={frame} />;
    if (frame.kind === 'board')
      return <PickBoard def={def} title={title} trace={trace} frame={frame} autoPicked={autoPicked} />;
  }
  if (def.kind === 'drop' && 'drops' in trace) {
    if (frame.kind === 'puck')
      return <PachinkoShow def={def} title={title} trace={trace} frame={frame} value={value} />;
    if (frame.kind === 'flapper') return <FlapperShow def={def} title={title} frame={frame} value={value} />;
  }
  if (def.kind === 'board' && frame.kind === 'walk')
    return <WalkShow def={def} title={title} frame={frame} />;
  if (frame.kind === 'collect' && 'collected' in trace)
    return <CollectShow title={title} collected={trace.collected} frame={frame} />;
  if (def.kind === 'quest' && frame.kind === 'level')
    return <QuestShow title={title} levels={def.levels.map((l) => l.value)} frame={frame} />;
  return null;
}
