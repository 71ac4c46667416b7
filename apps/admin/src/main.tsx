import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { router } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles.css';

createRoot(document.getElementById('root')!).render(<ConsoleApp router={router} queryClient={createQueryClient()} />);
