import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { directionOf } from '@freight/shared/core/constants';
import { useReducedMotion } from './use-reduced-motion';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Both carousels advance every 2.5 s (docs/product-rules.md#carousels). */
export const AUTOPLAY_DELAY_MS = 2500;

interface CarouselState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * embla with the page's direction (RTL in Arabic) and autoplay. Autoplay is off
 * under prefers-reduced-motion, and the visitor can pause or start it; dragging,
 * hovering or focusing a slide only holds it for the moment (interaction does
 * not stop them). Under reduced motion the arrows jump, without sliding.
 */
export function useCarousel({ loop }: { loop: boolean }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice === null ? !reducedMotion : choice === 'play';

  const options = useMemo<EmblaOptions>(
    () => ({ loop, direction, align: 'start', containScroll: 'trimSnaps' }),
    [loop, direction],
  );
  // Changing the plugin list re-initialises embla on the same slide.
  const plugins = useMemo(
    () =>
      playing
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [playing],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [state, setState] = useState<CarouselState>({ selected: 0, snapCount: 0, canPrev: false, canNext: false });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const jump = reducedMotion;
  // A manual move restarts the 2.5 s wait, so the carousel does not move again at once.
  const moved = useCallback(() => api?.plugins().autoplay?.reset(), [api]);
  const prev = useCallback(() => {
    api?.scrollPrev(jump);
    moved();
  }, [api, jump, moved]);
  const next = useCallback(() => {
    api?.scrollNext(jump);
    moved();
  }, [api, jump, moved]);
  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index, jump);
      moved();
    },
    [api, jump, moved],
  );
  const togglePlaying = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  return { viewportRef, direction, playing, togglePlaying, prev, next, goTo, ...state };
}
