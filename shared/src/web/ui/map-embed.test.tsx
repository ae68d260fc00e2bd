import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MapEmbed, mapEmbedUrl } from './map-embed';
import { renderWithI18n } from '@freight/shared/test/test-utils';

describe('MapEmbed', () => {
  it('creates no frame until the visitor presses "Show the map"; the plain link is always there', async () => {
    renderWithI18n(<MapEmbed title="Carte : notre agence" lat={35.78} lng={-5.81} />, { lng: 'fr' });
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Ouvrir la carte/ });
    expect(link).toHaveAttribute('href', expect.stringContaining('35.78,-5.81'));
    const show = screen.getByRole('button', { name: 'Afficher la carte' });
    expect(show).toHaveAccessibleDescription(/service tiers/);

    await userEvent.click(show);
    const frame = screen.getByTitle('Carte : notre agence');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(mapEmbedUrl(35.78, -5.81, 13, 'fr'));
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).toBeNull();
    expect(screen.getByRole('link', { name: /Ouvrir la carte/ })).toBeInTheDocument();
  });

  it('says in Arabic that the map comes from a third party', () => {
    renderWithI18n(<MapEmbed title="خريطة" lat={35.78} lng={-5.81} />, { lng: 'ar' });
    expect(screen.getByRole('button', { name: 'عرض الخريطة' })).toHaveAccessibleDescription(/طرف ثالث/);
  });

  it('points at the place, in the page language', () => {
    const url = new URL(mapEmbedUrl(35.78, -5.81, 12, 'ar'));
    expect(url.origin).toBe('https://maps.google.com');
    expect(url.searchParams.get('q')).toBe('35.78,-5.81');
    expect(url.searchParams.get('hl')).toBe('ar');
    expect(url.searchParams.get('output')).toBe('embed');
  });
});
