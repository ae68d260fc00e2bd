import { createConfig } from '../rspack.base';
import { APPS } from '../rspack.apps';

export default createConfig(APPS.marketing);
