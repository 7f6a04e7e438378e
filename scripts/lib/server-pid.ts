import fs from 'node:fs';
import path from 'node:path';

/* The start script records the server's pid so data scripts can refuse to open a PGlite
 * folder that a running server owns (a second process's writes would be lost). */
export const SERVER_PID_FILE = path.resolve(process.cwd(), '.data/server.pid');

export function writeServerPid(pid: number): void {
  fs.mkdirSync(path.dirname(SERVER_PID_FILE), { recursive: true });
  fs.writeFileSync(SERVER_PID_FILE, String(pid));
}

export function removeServerPid(): void {
  fs.rmSync(SERVER_PID_FILE, { force: true });
}

/** The pid of a live server on this data folder, if any. */
export function runningServerPid(): number | undefined {
  try {
    const pid = Number(fs.readFileSync(SERVER_PID_FILE, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
