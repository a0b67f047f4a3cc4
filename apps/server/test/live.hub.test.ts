import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../src/modules/events/events.bus.ts';
import { createLiveHub, type LiveSink } from '../src/modules/live/live.hub.ts';
import { createLiveService } from '../src/modules/live/live.service.ts';

/** The live hub and service without HTTP (issue 29): what each stream hears, when the hub ends one. */

function sink() {
  const chunks: string[] = [];
  let buffered = 0;
  let ended = false;
  const s: LiveSink & { chunks: string[]; ended: () => boolean; setBuffered(n: number): void } = {
    chunks,
    write: (chunk) => void chunks.push(chunk),
    end: () => void (ended = true),
    buffered: () => buffered,
    ended: () => ended,
    setBuffered: (n) => void (buffered = n),
  };
  return s;
}
const events = (s: ReturnType<typeof sink>) =>
  s.chunks.filter((c) => c.startsWith('event: ')).map((c) => c.split('\n')[0]!.slice(7));

afterEach(() => vi.useRealTimers());

describe('the live hub', () => {
  it("tells a player's balance hint to that player's streams only; leaderboard and raffle hints to all", async () => {
    const bus = createLocalBus(() => {});
    const hub = createLiveHub(bus);
    const [a1, a2, b] = [sink(), sink(), sink()];
    hub.attach('a', a1);
    hub.attach('a', a2);
    hub.attach('b', b);
    await bus.publish('player.balance', { accountId: 'a' });
    await bus.publish('tournament.scored', { tournamentId: '7' });
    await bus.publish('raffle.drawn', { raffleId: '3' });
    expect(events(a1)).toEqual(['ready', 'balance', 'leaderboard', 'raffle']);
    expect(events(a2)).toEqual(['ready', 'balance', 'leaderboard', 'raffle']);
    expect(events(b)).toEqual(['ready', 'leaderboard', 'raffle']);
    expect(b.chunks).toContain('event: leaderboard\ndata: {"id":"7"}\n\n');
    expect(hub.stats()).toMatchObject({ streams: 3, players: 2, sent: 8 });
    hub.close();
    expect([a1, a2, b].every((s) => s.ended())).toBe(true);
    expect(hub.stats().streams).toBe(0);
  });

  it("tells a player's inbox hint to that player's streams only, and a message to all to every stream", async () => {
    const bus = createLocalBus(() => {});
    const hub = createLiveHub(bus);
    const [a, b] = [sink(), sink()];
    hub.attach('a', a);
    hub.attach('b', b);
    await bus.publish('inbox.message', { accountId: 'a' });
    expect(events(a)).toEqual(['ready', 'inbox']);
    expect(events(b)).toEqual(['ready']);
    createLiveService(bus).inboxDelivered(undefined);
    await vi.waitFor(() => expect(events(b)).toEqual(['ready', 'inbox']));
    expect(events(a)).toEqual(['ready', 'inbox', 'inbox']);
    hub.close();
  });

  it('after the bus reconnects, every stream is told to read everything again', async () => {
    const bus = createLocalBus(() => {});
    const hub = createLiveHub(bus);
    const s = sink();
    hub.attach('a', s);
    await bus.publish('bus.reconnected', {});
    expect(events(s)).toEqual(['ready', 'balance', 'leaderboard', 'raffle', 'inbox', 'jackpot']);
    hub.close();
  });

  it('sends heartbeats from one timer, ends a stream after its lifetime and one whose client stopped reading', () => {
    vi.useFakeTimers();
    const hub = createLiveHub(
      createLocalBus(() => {}),
      { heartbeatMs: 1_000, maxLifetimeMs: 10_000 },
    );
    const [slow, fine] = [sink(), sink()];
    hub.attach('a', slow);
    hub.attach('b', fine);
    vi.advanceTimersByTime(1_000);
    expect(fine.chunks.at(-1)).toBe(':\n\n');
    slow.setBuffered(1_000_000);
    vi.advanceTimersByTime(1_000);
    expect(slow.ended()).toBe(true);
    expect(fine.ended()).toBe(false);
    vi.advanceTimersByTime(10_000); // lifetime 10 s ± 10 %
    expect(fine.ended()).toBe(true);
    expect(hub.stats()).toMatchObject({ streams: 0, dropped: 2 });
    hub.close();
  });

  it('refuses a stream beyond its maximum; a detached stream is forgotten', () => {
    const hub = createLiveHub(
      createLocalBus(() => {}),
      { maxStreams: 2 },
    );
    const first = hub.attach('a', sink())!;
    hub.attach('b', sink());
    expect(hub.hasRoom()).toBe(false);
    expect(hub.attach('c', sink())).toBeNull();
    first.detach();
    expect(hub.hasRoom()).toBe(true);
    expect(hub.stats()).toMatchObject({ streams: 1, players: 1, dropped: 0 });
    hub.close();
  });
});

describe('the live service', () => {
  it("coalesces a tournament's leaderboard hints: one per second however many rounds score", async () => {
    vi.useFakeTimers();
    const bus = createLocalBus(() => {});
    const heard: string[] = [];
    bus.subscribe('tournament.scored', ({ tournamentId }) => heard.push(tournamentId));
    const live = createLiveService(bus, 1_000);
    for (let i = 0; i < 50; i++) live.leaderboardChanged('7');
    live.leaderboardChanged('8');
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard.sort()).toEqual(['7', '8']);
    live.leaderboardChanged('7');
    live.close(); // sends what is waiting
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(['7', '8', '7']);
  });

  it("coalesces a jackpot's growth to one hint a second, and tells a drop at once", async () => {
    vi.useFakeTimers();
    const bus = createLocalBus(() => {});
    const heard: string[] = [];
    bus.subscribe('jackpot.changed', ({ jackpotId }) => heard.push(jackpotId));
    const live = createLiveService(bus, 1_000);
    for (let i = 0; i < 50; i++) live.jackpotChanged('grand');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual(['grand']);
    live.jackpotChanged('grand');
    live.jackpotChanged('grand', true); // a drop: now, and the waiting growth hint is covered by it
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual(['grand', 'grand']);
    live.close();
  });
});
