// Entry of the in-app pages, and of every page in the dev server (history routes).
import { routes } from './routes';
import { startHistoryApp } from './startHistoryApp';

startHistoryApp(routes);
