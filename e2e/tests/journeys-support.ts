import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The two screen widths every journey runs at; the small one uses the header's menu panel. */
export const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, smallScreen: false },
  { name: '390 px', viewport: { width: 390, height: 844 }, smallScreen: true },
] as const;

export type Layout = (typeof layouts)[number];

/** An address no other test uses, so each journey finds exactly its own row in the database. */
export function journeyEmail(journey: string): string {
  const random = Math.floor(Math.random() * 1e9).toString(36);
  return `journey-${journey}-${Date.now()}-${random}@example.com`;
}

/** The toast region (it shows at most one toast). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/**
 * The header as a visitor uses it: the links and mode switch of the bar on a wide screen, the
 * same controls inside the menu panel (opened with the menu button) on a small one.
 */
export function siteHeader(page: Page, layout: Layout) {
  const menuButton = page.getByTestId('mobile-menu-button');
  const menuPanel = page.locator('#mobile-menu');

  async function openMenu() {
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuPanel).toBeVisible();
  }

  return {
    /** Follows a header link by its label, closing the menu panel on a small screen. */
    async navigate(label: string) {
      if (layout.smallScreen) {
        await openMenu();
        await page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('link', { name: label, exact: true })
          .click();
        await expect(menuPanel).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: label, exact: true })
          .click();
      }
    },

    /** Turns the mode switch to education (inside the menu panel on a small screen). */
    async switchToEducation() {
      if (layout.smallScreen) {
        await openMenu();
        const modeSwitch = page.getByTestId('mode-switch-mobile');
        await expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
        await modeSwitch.click();
        await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
        await expect(
          page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Education' }),
        ).toBeVisible();
        await menuButton.click();
        await expect(menuPanel).toBeHidden();
      } else {
        const modeSwitch = page.getByTestId('mode-switch');
        await expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
        await modeSwitch.click();
        await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Education' }),
        ).toBeVisible();
      }
    },
  };
}

/**
 * A small but real PDF: the API decides the file type by content, so only a `%PDF-` document
 * (or a Word file) is accepted as a resume.
 */
export const pdfResume = {
  name: 'journey-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  ),
};
