import { useTranslation } from 'react-i18next';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './quote-guide.module.css';

/** The locale file holds the steps as a list; anything malformed is dropped rather than shown raw. */
function toSteps(value: unknown): { title: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const title: unknown = Reflect.get(item, 'title');
    const text: unknown = Reflect.get(item, 'text');
    return typeof title === 'string' && typeof text === 'string' ? [{ title, text }] : [];
  });
}

/** What the team will ask for, step by step. */
export function NeededSteps() {
  const { t } = useTranslation(QUOTE_NS);
  return (
    <ol className={styles.steps}>
      {toSteps(t('needed.items', { returnObjects: true })).map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
