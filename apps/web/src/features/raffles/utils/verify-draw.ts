import { drawRaffle, sha256Hex, ticketCount, ticketListHash, type RaffleResults } from '@casino/contract';

export interface VerifyReport {
  seedMatchesCommitment: boolean;
  ticketListMatchesHash: boolean;
  ticketCountMatches: boolean;
  winnersMatch: boolean;
  ok: boolean;
}

/**
 * Recomputes a drawn raffle in the browser (WebCrypto), from the published data alone: the seed against
 * its commitment, the ticket list against T and N, and the draw (docs/raffles.md) against the winners.
 */
export async function verifyDraw(results: RaffleResults): Promise<VerifyReport> {
  const { serverSeed, tickets, ticketListHash: published } = results;
  if (!serverSeed || !tickets || !published) throw new Error('the raffle is not drawn yet');
  // Scheme 2 mixes in the beacon round's value (docs/raffles.md); scheme 1 (older raffles) does not.
  const beaconValue = results.drawScheme === 2 ? results.beacon?.value : undefined;
  if (results.drawScheme === 2 && !beaconValue) throw new Error('the beacon value is not published yet');
  const seedMatchesCommitment = (await sha256Hex(serverSeed)) === results.serverSeedHash;
  const ticketListMatchesHash = (await ticketListHash(tickets)) === published;
  const ticketCountMatches = ticketCount(tickets) === results.ticketCount;
  const drawn = await drawRaffle({
    raffleId: results.raffleId,
    serverSeed,
    ticketListHash: published,
    ranges: tickets,
    places: results.prizes.length,
    beaconValue,
  });
  const winnersMatch =
    drawn.length === results.winners.length &&
    drawn.every((d, i) => {
      const w = results.winners[i];
      return w !== undefined && w.place === d.place && w.entrantRef === d.entrantRef && w.ticket === d.ticket;
    });
  return {
    seedMatchesCommitment,
    ticketListMatchesHash,
    ticketCountMatches,
    winnersMatch,
    ok: seedMatchesCommitment && ticketListMatchesHash && ticketCountMatches && winnersMatch,
  };
}
