import type { Page } from '@playwright/test';
import { admin } from './server';
import { PORTAL_PASSWORD } from './seed';

/** Signs the page's browser in as the e2e admin through the API (the UI sign-in has its own test). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: admin });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`);
}

/** Signs the page's browser in as a seeded client through the API (seed.ts's password unless given). */
export async function signInAsClient(
  page: Page,
  username: string,
  password = PORTAL_PASSWORD,
): Promise<void> {
  const response = await page.request.post('/api/client/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`client sign-in failed: ${response.status()}`);
}
