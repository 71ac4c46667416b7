/**
 * Query-key factories of the server caches that more than one feature reads or refreshes (the
 * user's own caches are in session/query-keys.ts). Each domain's keys share one root, so a mutation
 * refreshes every view of it with one `invalidateQueries({ queryKey: xKeys.all })`, whichever
 * feature owns the screens. A cache only one feature uses keeps its factory in that feature's api/.
 */

/** Every list and detail showing characters: votes, supports, collects and edits change them. */
export const characterKeys = {
  all: ['characters'] as const,
  detail: (id: string) => [...characterKeys.all, 'detail', id] as const,
  voteShow: (id: string) => [...characterKeys.all, 'vote-show', id] as const,
  crowdfundingShow: (id: string) => [...characterKeys.all, 'crowdfunding-show', id] as const,
  figurineShow: (id: string) => [...characterKeys.all, 'figurine-show', id] as const,
  explore: (filters: object) => [...characterKeys.all, 'explore', filters] as const,
  voteList: (filters: object) => [...characterKeys.all, 'vote-list', filters] as const,
  crowdfundingList: (filters: object) => [...characterKeys.all, 'crowdfunding-list', filters] as const,
  figurineList: (filters: object) => [...characterKeys.all, 'figurine-list', filters] as const,
  /** The first page only, for a sideways row of the shop. */
  figurineRow: (filters: object) => [...characterKeys.figurineList(filters), 'row'] as const,
  home: (section: string, filters: object, pageSize: number) => [...characterKeys.all, 'home', section, filters, pageSize] as const,
  mine: (name: string) => [...characterKeys.all, 'mine', name] as const,
  collections: () => [...characterKeys.all, 'collections'] as const,
  /** SPEC §3 interaction state (likes, shares, comment count) of one character. */
  interaction: (id: string) => [...characterKeys.all, 'interaction', id] as const,
  comments: (id: string) => [...characterKeys.all, 'comments', id] as const,
  commentList: (id: string, sort: string) => [...characterKeys.comments(id), sort] as const,
};

/** Figurine and crowdfunding-support orders: buying, supporting, paying and order actions change them. */
export const orderKeys = {
  all: ['orders'] as const,
  figurine: (id: string) => [...orderKeys.all, 'figurine', id] as const,
  support: (id: string) => [...orderKeys.all, 'crowdfunding-support', id] as const,
  figurineList: (filters: object) => [...orderKeys.all, 'figurine-list', filters] as const,
  supportList: (filters: object) => [...orderKeys.all, 'crowdfunding-list', filters] as const,
};

/** The address book: one default per user, so any write may change every address query. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  detail: (id: string) => [...addressKeys.all, 'show', id] as const,
  default: () => [...addressKeys.all, 'default'] as const,
  /** The VAT the default address puts in prices before the cart (decision 050): an address write may change it. */
  shopperVat: () => [...addressKeys.all, 'shopper-vat'] as const,
};

/** Raffles and the user's entries: entering and choosing a prize's address change them. */
export const raffleKeys = {
  all: ['raffle'] as const,
  show: (specId: string) => [...raffleKeys.all, 'show', specId] as const,
  entry: (id: string) => [...raffleKeys.all, 'entry', id] as const,
  verify: (id: string) => [...raffleKeys.all, 'verify', id] as const,
  mine: () => [...raffleKeys.all, 'mine'] as const,
};

/** Ranked supporters of a character: a vote changes its ranking. */
export const contributorKeys = {
  all: ['contributors'] as const,
  ofCharacter: (characterId: string) => [...contributorKeys.all, characterId] as const,
  list: (characterId: string, phase: string) => [...contributorKeys.ofCharacter(characterId), phase] as const,
};

/** Staff-written content: the FAQ and the banners. */
export const contentKeys = {
  all: ['content'] as const,
  faq: () => [...contentKeys.all, 'faq'] as const,
  banners: (place: string) => [...contentKeys.all, `${place}-banner`] as const,
};

/** The shopping cart: the shop adds to it, the cart screen edits and checks it out. */
export const cartKeys = {
  all: ['cart'] as const,
};
