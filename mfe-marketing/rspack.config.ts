import { createConfigs } from '../rspack/base';
import { APPS } from '../rspack/apps';

export default createConfigs(APPS.marketing);
