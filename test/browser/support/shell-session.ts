import type { Page } from 'playwright-core';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A fresh account per call, so tests do not depend on each other's data. */
export function newAccount(prefix = 'clinician'): Account {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.org`,
    password: 'correct-horse-1',
  };
}

/** Registers and signs in through the page itself (same origin, so the session cookie is set). */
export async function signUpThroughApi(page: Page, account = newAccount()): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, account);
  if (status !== 201) throw new Error(`POST /api/register answered ${status}`);
}
