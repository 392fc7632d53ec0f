#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date, then runs MANAN embedded on one port.
// `npm run dev` (--watch): rebuilds on change and restarts the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const frontEnds = ['shell', 'mfe-triage', 'mfe-account', 'mfe-billing'];
const sharedWebSources = ['contracts/src', 'packages/ui-kit/src'];
const embeddedEntry = path.join(root, 'embedded/dist/src/start.js');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time under the given paths (files or directories). */
function newestChange(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((target) => visit(path.join(root, target)));
  return newest;
}

function frontEndNeedsBuild(app) {
  const marker = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  if (!fs.existsSync(marker)) return true;
  const sources = [
    `${app}/src`,
    `${app}/public`,
    `${app}/webpack.config.js`,
    `${app}/package.json`,
    ...sharedWebSources,
  ];
  return newestChange(sources) > fs.statSync(marker).mtimeMs;
}

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

// tsc -b is incremental: it rebuilds only the projects whose sources changed.
console.log('Building services...');
run('npx', ['tsc', '-b', 'tsconfig.services.json']);

if (watch) {
  const children = [
    spawn('npx', ['tsc', '-b', 'tsconfig.services.json', '--watch', '--preserveWatchOutput'], {
      cwd: root,
      stdio: 'inherit',
    }),
    ...frontEnds.map((app) =>
      spawn('npx', ['webpack', '--watch', '--mode', 'development'], {
        cwd: path.join(root, app),
        stdio: 'inherit',
      }),
    ),
    // --watch restarts the server when any module it loaded changes, i.e. after tsc rewrites dist/.
    spawn(process.execPath, ['--watch', embeddedEntry], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  for (const app of frontEnds) {
    if (frontEndNeedsBuild(app)) {
      console.log(`Building ${app}...`);
      run('npm', ['run', 'build', '--silent', '-w', app]);
    }
  }
  await import(embeddedEntry);
}
