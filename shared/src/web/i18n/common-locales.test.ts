import { describeLocaleBundles } from '@freight/shared/test/locale-checks';
import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import fr from '../../../locales/fr/common.json';

describeLocaleBundles('common (shell)', { fr, en, es, ar });
