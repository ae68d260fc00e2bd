import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../../../config/i18n';
import { useCarousel } from '../hooks/use-carousel';
import { ChevronEnd, ChevronStart, PauseIcon, PlayIcon } from './carousel-icons';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  variant: 'categories' | 'partners';
  loop: boolean;
  /** Previous/next buttons (shown from 768px up). */
  arrows?: boolean;
  /** One button per position (pagination). */
  dots?: boolean;
  slides: CarouselSlide[];
}

/**
 * WAI-ARIA carousel: a region described as a carousel, slides as groups named
 * "n of m", a pause/play button first, and a live region that speaks only
 * while autoplay is off. Loaded with embla only when the section nears the viewport.
 */
export function Carousel({ label, variant, loop, arrows = false, dots = false, slides }: CarouselProps) {
  const { t } = useTranslation(MARKETING_NS);
  const carousel = useCarousel({ loop });
  const trackId = useId();
  const total = slides.length;

  return (
    <section
      aria-roledescription={t('home.carousel.roledescription')}
      aria-label={label}
      dir={carousel.direction}
      className={`${styles.frame} ${styles[variant]}`}
      data-autoplay={carousel.playing ? 'on' : 'off'}
    >
      <div className={styles.stage}>
        <div ref={carousel.viewportRef} className={styles.viewport} data-carousel-viewport="">
          <div id={trackId} className={styles.track} aria-live={carousel.playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group of content, not of form controls as a fieldset's are (WAI-ARIA carousel pattern).
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t('home.carousel.slide')}
                aria-label={t('home.carousel.slide_label', { index: index + 1, total })}
                className={styles.slide}
                data-carousel-slide=""
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.controlButton}
          aria-controls={trackId}
          aria-label={t(carousel.playing ? 'home.carousel.pause' : 'home.carousel.play')}
          onClick={carousel.togglePlaying}
        >
          {carousel.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {dots ? (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields and would bring its border, padding and min-width to the row of dots.
          <div role="group" aria-label={t('home.carousel.pagination')} className={styles.dots}>
            {Array.from({ length: carousel.snapCount }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is a scroll position; its index is all it is.
                key={index}
                type="button"
                className={styles.dot}
                aria-controls={trackId}
                aria-label={t('home.carousel.go_to', { index: index + 1, total: carousel.snapCount })}
                aria-current={index === carousel.selected ? 'true' : undefined}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
        ) : null}
        {arrows ? (
          // Logical order: in RTL the flex row mirrors, 'previous' goes right and 'next' left.
          <div className={styles.arrows}>
            <button
              type="button"
              className={`${styles.controlButton} ${styles.arrow}`}
              aria-controls={trackId}
              aria-label={t('home.carousel.previous')}
              disabled={!carousel.canPrev}
              onClick={carousel.prev}
            >
              <ChevronStart className={styles.directional} />
            </button>
            <button
              type="button"
              className={`${styles.controlButton} ${styles.arrow}`}
              aria-controls={trackId}
              aria-label={t('home.carousel.next')}
              disabled={!carousel.canNext}
              onClick={carousel.next}
            >
              <ChevronEnd className={styles.directional} />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
