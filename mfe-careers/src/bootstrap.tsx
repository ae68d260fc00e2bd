import { renderStandalone } from '@freight/shared/federation/standalone';
import { routes } from './exposes/routes';

renderStandalone(routes);
