/** Diamond raffles over sale specs: provably fair draws with a pity guarantee, and prize orders. */
export { activeRafflesOfSpecs, raffleCharacterHold } from './queries';
export { rafflePersonalData } from './personal-data';
/** The committed-seed rule (DESIGN §6), reused by lottery drops: a secret seed, its published hash, one roll per user. */
export { hashSeed, newSeed, rollFor, ROLL_RANGE } from './draw';
