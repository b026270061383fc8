import type { Page } from '@playwright/test';
import { admin } from './server';

/** Signs the page's browser in as the e2e admin through the API (the UI sign-in has its own test). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: admin });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`);
}
