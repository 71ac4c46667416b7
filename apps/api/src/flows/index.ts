/**
 * Flows (issue 39 #4): the stage changes of a character that cross modules — start crowdfunding,
 * start pre-sale — composed here, above the modules, from the parts each module exports (its own
 * tables only). A module never imports a flow; the composition root plugs the flows in after every
 * module. The console's stage routes live here because they call the flows.
 */
import type { ModuleDefinition } from '../module-definition';
import stageAdminRoutes from './stage-routes';

export const flowsDefinition: ModuleDefinition = { name: 'flows', routes: [stageAdminRoutes] };
