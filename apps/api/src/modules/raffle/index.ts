/** Diamond raffles over sale specs: provably fair draws with a pity guarantee, and prize orders. */
export { activeRafflesOfSpecs } from './queries';
export { rafflePersonalData } from './personal-data';
