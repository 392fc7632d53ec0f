import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repositoryRoot } from './embedded-app';

const axeSource = fs.readFileSync(path.join(repositoryRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page, one line each (`rule: selectors`). The page must be opened with
 * `bypassCSP: true`: the gateway's Content-Security-Policy rightly refuses the injected script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run();
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}
