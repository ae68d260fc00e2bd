import { useEffect, useRef, useState } from 'react';
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
 * An embedded map that costs nothing until it is about to be seen: the frame is
 * created when its box comes near the viewport (and is itself loading=lazy).
 * The box keeps its size before and after, so nothing shifts. A plain link
 * opens the map when frames are blocked or the visitor prefers a map app.
 */
export function MapEmbed({ title, lat, lng, zoom = 13, className }: MapEmbedProps) {
  const { t, i18n } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <figure className={[styles.map, className].filter(Boolean).join(' ')}>
      <div ref={box} className={styles.frame} data-loaded={near ? 'true' : 'false'}>
        {near ? (
          <iframe
            title={title}
            src={mapEmbedUrl(lat, lng, zoom, i18n.language)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
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
