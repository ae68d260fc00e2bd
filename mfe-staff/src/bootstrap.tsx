import { renderStandalone } from '@freight/shared/web/federation/standalone';
import { routes } from './exposes/routes';

renderStandalone(routes);
