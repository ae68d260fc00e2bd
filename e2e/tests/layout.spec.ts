import { expect, test } from '@playwright/test';
import { openIn, waitForPage } from './support/page';

test('switching to Arabic sets right-to-left, and to Spanish translates the header', async ({ page }) => {
  await openIn(page, '/');
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();

  await page.getByLabel('Langue').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();

  await page.getByLabel('اللغة').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const esNav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(esNav.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  await expect(esNav.getByRole('link', { name: 'Contacto' })).toBeVisible();

  // The choice is remembered.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the header shows opening hours, two phones and highlights the active link', async ({ page }) => {
  await openIn(page, '/about');
  await waitForPage(page);
  const header = page.locator('header').first();
  await expect(header.getByRole('list', { name: 'Téléphones' }).getByRole('link')).toHaveCount(2);
  await expect(header.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page');
});

test('the sectors dropdown opens on hover on desktop', async ({ page }) => {
  await openIn(page, '/');
  await waitForPage(page);
  const trigger = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Nos activités' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /frigorifique|périssable/i }).first().click();
  await expect(page).toHaveURL(/\/transport\/perissable/);
});

test('below 768px the hamburger menu opens, expands the sectors and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openIn(page, '/');
  await waitForPage(page);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil', exact: true })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Nos activités' }).click();
  await menu.getByRole('link', { name: /frigorifique|périssable/i }).first().click();
  await expect(page).toHaveURL(/\/transport\/perissable/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the header hides on scroll down and shows again on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openIn(page, '/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  const header = page.locator('header[data-visible]');
  await expect(header).toHaveAttribute('data-visible', 'true');
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-visible', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-50);
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-visible', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
});

test('the footer carries the current year', async ({ page }) => {
  await openIn(page, '/contact');
  await waitForPage(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});
