/**
 * A disk the test can fill, for a data folder: a 96 MB tmpfs mounted for the test (as root, or through
 * sudo -n) and filled with a file to the last block; where mounting is refused (a container without the
 * capability), the same failure injected at the file-system layer: once `fill()` is called, a write that
 * would make a file of the data folder longer fails with ENOSPC in Node's fs.writeSync (what PGlite's NODEFS
 * writes through), while writes over blocks a file already has succeed, as on a full disk.
 */
import { execFileSync } from 'node:child_process';
import fs, { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  dataDir: string;
  /** 'tmpfs' or 'injected ENOSPC'. */
  how: string;
  fill(): void;
  free(): void;
  close(): void;
}

const asRoot = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync(command, args, { stdio: 'pipe' })
    : execFileSync('sudo', ['-n', command, ...args], { stdio: 'pipe' });

function tmpfsDisk(mountPoint: string): SmallDisk {
  asRoot('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint]);
  const filler = join(mountPoint, 'filler');
  return {
    dataDir: join(mountPoint, 'data'),
    how: 'tmpfs',
    fill() {
      const fd = openSync(filler, 'w');
      try {
        for (const size of [1 << 20, 4096])
          try {
            for (;;) writeSync(fd, Buffer.alloc(size));
          } catch {
            // ENOSPC: next, the smaller blocks that still fit.
          }
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler),
    close() {
      asRoot('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}

function injectedDisk(folder: string): SmallDisk {
  const dataDir = join(folder, 'data');
  const ofData = new Set<number>();
  let full = false;
  const { openSync: open, writeSync: write, closeSync: close } = fs;
  fs.openSync = ((path: fs.PathLike, ...rest: unknown[]) => {
    const fd = (open as (...args: unknown[]) => number)(path, ...rest);
    if (String(path).startsWith(dataDir)) ofData.add(fd);
    return fd;
  }) as typeof fs.openSync;
  fs.writeSync = ((fd: number, ...rest: unknown[]) => {
    if (full && ofData.has(fd))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
      });
    return (write as (...args: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync;
  fs.closeSync = (fd: number) => {
    ofData.delete(fd);
    close(fd);
  };
  return {
    dataDir,
    how: 'injected ENOSPC',
    fill: () => {
      full = true;
    },
    free: () => {
      full = false;
    },
    close() {
      Object.assign(fs, { openSync: open, writeSync: write, closeSync: close });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export function smallDisk(): SmallDisk {
  const folder = mkdtempSync(join(tmpdir(), 'bo-full-disk-'));
  try {
    return tmpfsDisk(folder);
  } catch {
    return injectedDisk(folder);
  }
}
