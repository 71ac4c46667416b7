/**
 * Lottery drops (issue 25): a spec's units drawn among applicants by the raffle's committed-seed
 * rule, with a purchase window per winner and units passed on to the next drawn.
 */
export { lotteryPassOnJob } from './jobs';
export { dropPersonalData } from './personal-data';
export { dropCharacterHold } from './queries';
