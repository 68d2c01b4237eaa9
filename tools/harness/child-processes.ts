/**
 * The processes a server started, for the tests that stop it and check it left none running (Linux `ps`): the Node
 * servers that run a host's runtime (workerd, Deno) beside them must stop it when they stop.
 */
import { execFileSync } from 'node:child_process';

/** A process's children: their ids and command lines. */
export function childrenOf(pid: number): { pid: number; command: string }[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, child, command] = /^\s*(\d+)\s+(.*)$/.exec(line)!;
        return { pid: Number(child), command };
      });
  } catch {
    return [];
  }
}

/** Whether a process is still running (a zombie, ended but not yet reaped, is not). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).startsWith('Z');
  } catch {
    return false;
  }
}
