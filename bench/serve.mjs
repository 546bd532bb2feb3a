// @ts-check
// Serves a site's build the way `npm run serve` does (`docusaurus serve`), on a loopback port.
import { spawn } from 'node:child_process';

/** @typedef {import('./sites.mjs').Site} Site */

const STARTUP_MS = 60_000;

/** @returns {Promise<{ baseURL: string, stop: () => void }>} */
export async function serveSite(/** @type {Site} */ site, /** @type {number} */ port) {
  const args = ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'];
  const server = spawn('npx', args, {
    cwd: site.dir,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...site.env },
  });
  const stop = () => {
    // npx starts docusaurus as a child; the whole process group goes.
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`bench: \`docusaurus serve\` of ${site.name} exited with ${server.exitCode}.`);
    const ok = await fetch(`${baseURL}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(
    `bench: \`docusaurus serve\` of ${site.name} did not answer on ${baseURL} within ${STARTUP_MS / 1000} s.`,
  );
}
