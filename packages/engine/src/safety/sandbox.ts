// The wall around every program the product starts on untrusted input (LibreOffice, pdftoppm,
// Tesseract, Apertium): bubblewrap gives it new namespaces (no network: only a loopback of its
// own; its own process ids, hostname and IPC) and a file system of the system's programs, read-only,
// plus one private folder holding its input. The server's data, other users' files, the
// repository and /tmp are simply not there. docs/decisions/0015-untrusted-files-in-a-sandbox.md
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';

const BWRAP = '/usr/bin/bwrap';

/** What the system's programs read: libraries, fonts and their configuration. Never /etc whole. */
const SYSTEM_READ_ONLY = [
  '/usr',
  '/etc/alternatives',
  '/etc/fonts',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/libreoffice',
  '/etc/localtime',
  '/var/cache/fontconfig',
];

/** Merged-/usr systems link these into /usr; older ones keep real folders. */
const TOP_LEVEL_LINKS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

export interface SandboxOptions {
  /** The one folder the program may read and write (its input and output); none: no writable folder. */
  scratch?: string;
}

export interface SandboxedCommand {
  command: string;
  args: string[];
}

let usable: boolean | undefined;

/** Whether bubblewrap is installed and may create namespaces here (a container may forbid it). */
export function sandboxAvailable(): boolean {
  if (usable !== undefined) return usable;
  try {
    execFileSync(BWRAP, [...isolation(), ...fileSystem({}), '/bin/true'], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    usable = true;
  } catch {
    usable = false;
  }
  return usable;
}

/**
 * `command args` wrapped to run inside the sandbox. Throws when the sandbox cannot be made: a
 * caller that must not run unconfined (LibreOffice) refuses; see `sandboxedOrPlain` for the others.
 */
export function sandboxed(
  command: string,
  args: readonly string[],
  options: SandboxOptions = {},
): SandboxedCommand {
  if (!sandboxAvailable())
    throw new Error('bubblewrap (bwrap) is not installed or cannot create namespaces here');
  return { command: BWRAP, args: [...isolation(), ...fileSystem(options), '--', command, ...args] };
}

/**
 * Sandboxed where bubblewrap works, else the plain command: for programs that only read their
 * standard input and the system's own data (Tesseract, Apertium), whose inputs hold no links to
 * follow, the sandbox is a second wall rather than the only one.
 */
export function sandboxedOrPlain(
  command: string,
  args: readonly string[],
  options: SandboxOptions = {},
): SandboxedCommand {
  return sandboxAvailable() ? sandboxed(command, args, options) : { command, args: [...args] };
}

function isolation(): string[] {
  // --die-with-parent: a killed server or a timed-out conversion leaves no program behind.
  return ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL'];
}

function fileSystem(options: SandboxOptions): string[] {
  const args: string[] = [];
  for (const link of TOP_LEVEL_LINKS) {
    if (!existsSync(link)) continue;
    const stat = lstatSync(link);
    if (stat.isSymbolicLink()) args.push('--symlink', `usr${link}`, link);
    else args.push('--ro-bind', link, link);
  }
  for (const path of SYSTEM_READ_ONLY) args.push('--ro-bind-try', path, path);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--tmpfs', '/run');
  if (options.scratch) args.push('--bind', options.scratch, options.scratch, '--chdir', options.scratch);
  return args;
}
