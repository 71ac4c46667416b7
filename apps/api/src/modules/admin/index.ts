/** Admin read models that span domains: the review queue with submitters, accounts with balances. */
export { listAdminCharacters, listUsers } from './queries';
