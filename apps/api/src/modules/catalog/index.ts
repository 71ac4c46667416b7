/**
 * The public catalogue, read side: card lists, the character detail and the figurine detail. Each
 * reads a character with its vote, campaign and sale in one statement, so it sits above them all.
 */

import type { ModuleDefinition } from '../../module-definition';
import catalogDetailRoutes from './detail-routes';
import catalogRoutes from './routes';
export { cardListCount, listCardRows, listCharacterCards, listCollection } from './card-lists';
export { toCard, type CharacterFilter } from './card-queries';
export { getCharacterDetail, type DetailViewer } from './detail-queries';
export { getFigurineShow } from './figurine-queries';

export const catalogModule: ModuleDefinition = { name: 'catalog', routes: [catalogRoutes, catalogDetailRoutes] };
