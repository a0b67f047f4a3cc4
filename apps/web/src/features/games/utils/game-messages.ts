import { gameMessageSchema, type GameMessage } from '@casino/contract';

/**
 * A message from the framed game client, or null when it is not one: it must come from our own origin,
 * from the game's own window (not another frame or tab), and match the contract's gameMessageSchema.
 */
export function readGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  gameWindow: Window | null | undefined,
  ownOrigin: string = window.location.origin,
): GameMessage | null {
  if (event.origin !== ownOrigin) return null;
  if (!gameWindow || event.source !== gameWindow) return null;
  const parsed = gameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
