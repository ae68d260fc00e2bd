import { Card } from '@freight/shared/web/ui/card';
import type { TextCard } from '../lib/translated-content';
import styles from './page.module.css';

/** Titled cards (h3, under a section's h2) in a responsive grid. */
export function CardGrid({ cards }: { cards: TextCard[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card title={card.title} headingLevel={3}>
            <p>{card.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
