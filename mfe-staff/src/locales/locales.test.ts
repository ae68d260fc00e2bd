import { describeLocaleBundles } from '@freight/shared/test/locale-checks';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

describeLocaleBundles('mfe-staff', { fr, en, es, ar });
