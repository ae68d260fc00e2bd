import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './map-embed.module.css';

export interface MapEmbedProps {
  /** Names the frame for screen readers, e.g. "Map: our office near Tanger Med". */
  title: string;
  lat: number;
  lng: number;
  zoom?: number;
  className?: string;
}

/** Google Maps' key-less embed (the CSP allows its frame). */
export function mapEmbedUrl(lat: number, lng: number, zoom: number, lang: string): string {
  const params = new URLSearchParams({ q: `${lat},${lng}`, z: String(zoom), hl: lang, output: 'embed' });
  return `https://maps.google.com/maps?${params}`;
}

export function mapLinkUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * A map that loads only when the visitor asks for it: until the button is
 * pressed no request goes to the map provider (a third party that sets its own
 * cookies), so a visit costs nothing and shares nothing with it. The box keeps
 * its size before and after, so nothing shifts. A plain link beside the button
 * always opens the map in a new tab.
 */
export function MapEmbed({ title, lat, lng, zoom = 13, className }: MapEmbedProps) {
  const { t, i18n } = useTranslation('ui');
  const [shown, setShown] = useState(false);
  const noteId = useId();

  return (
    <figure className={[styles.map, className].filter(Boolean).join(' ')}>
      <div className={styles.frame} data-loaded={shown ? 'true' : 'false'}>
        {shown ? (
          <iframe
            title={title}
            src={mapEmbedUrl(lat, lng, zoom, i18n.language)}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div className={styles.placeholder}>
            <p id={noteId} className={styles.note}>
              {t('map.third_party')}
            </p>
            <button type="button" className={styles.show} aria-describedby={noteId} onClick={() => setShown(true)}>
              {t('map.show')}
            </button>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a href={mapLinkUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          {t('map.open')}
          <span className={styles.hidden}> {t('map.new_tab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
