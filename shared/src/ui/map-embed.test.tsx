import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapEmbed, mapEmbedUrl } from './map-embed';
import { renderWithI18n } from './test-utils';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('MapEmbed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates its titled, lazy frame only when it comes near the viewport', () => {
    let notify: Callback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithI18n(<MapEmbed title="Carte : notre agence" lat={35.78} lng={-5.81} />, { lng: 'fr' });
    expect(screen.queryByTitle('Carte : notre agence')).toBeNull();
    expect(screen.getByRole('link', { name: /Ouvrir la carte/ })).toHaveAttribute('href', expect.stringContaining('35.78,-5.81'));

    act(() => notify([{ isIntersecting: true }]));
    const frame = screen.getByTitle('Carte : notre agence');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toBe(mapEmbedUrl(35.78, -5.81, 13, 'fr'));
  });

  it('points at the place, in the page language', () => {
    const url = new URL(mapEmbedUrl(35.78, -5.81, 12, 'ar'));
    expect(url.origin).toBe('https://maps.google.com');
    expect(url.searchParams.get('q')).toBe('35.78,-5.81');
    expect(url.searchParams.get('hl')).toBe('ar');
    expect(url.searchParams.get('output')).toBe('embed');
  });
});
