import type { GameMessage, Orientation } from '@casino/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { readGameMessage } from '../utils/game-messages.ts';
import './game-frame.css';

/**
 * The launched game, full size in the content area: a 16:9 box at most for landscape games, a centred
 * 9:16 column for portrait ones. A spinner covers it until the frame has loaded. Messages the game
 * posts (`casino:balance`, `casino:lobby`) reach `onMessage` only from this frame's own window.
 */
export function GameFrame({
  url,
  title,
  orientation,
  onMessage,
  onLoad,
}: {
  url: string;
  title: string;
  orientation: Orientation;
  onMessage: (message: GameMessage) => void;
  /** After the game's page has loaded (the launch page fits a sideways phone's screen to it). */
  onLoad?: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const handle = useEffectEvent((event: MessageEvent) => {
    const message = readGameMessage(event, frame.current?.contentWindow);
    if (message) onMessage(message);
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => handle(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const isLoading = loadedUrl !== url;
  return (
    <div className={`game-frame game-frame--${orientation}`}>
      <iframe
        ref={frame}
        key={url}
        src={url}
        title={title}
        className="game-frame__iframe"
        data-testid="game-frame"
        allow="fullscreen; autoplay"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        onLoad={() => {
          setLoadedUrl(url);
          onLoad?.();
        }}
      />
      {isLoading ? <Spinner className="game-frame__spinner" /> : null}
    </div>
  );
}
