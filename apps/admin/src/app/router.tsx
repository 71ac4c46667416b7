import { createBrowserRouter } from 'react-router';
import { CONSOLE_BASENAME, consoleRoutes } from './routes';

export const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
