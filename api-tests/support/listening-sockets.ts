/**
 * The TCP sockets a process tree listens on, read from /proc (Linux): each process's socket inodes from its file
 * descriptors, matched against the LISTEN rows of /proc/net/tcp and tcp6.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Listening {
  pid: number;
  address: string;
  port: number;
}

/** The process and all its descendants (children started in groups of their own included: parenthood is kept). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The name in parentheses may hold spaces: the fields after its closing parenthesis are state, then ppid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // Closed since the listing.
      }
    }
  } catch {
    // The process is gone.
  }
  return inodes;
}

/** /proc/net/tcp writes each 32-bit word of an address in host (little-endian) order. */
function addressOf(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1) return words[0]!.match(/../g)!.map((byte) => parseInt(byte, 16)).join('.');
  // The URL parser writes an IPv6 address in its shortest form (`::1`, `::ffff:7f00:1`).
  return new URL(`http://[${words.join('').match(/.{4}/g)!.join(':')}]`).hostname.slice(1, -1);
}

const LISTEN = '0A';

export function listeningSockets(root: number): Listening[] {
  const owners = new Map<string, number>();
  for (const pid of processTree(root)) for (const inode of socketInodes(pid)) owners.set(inode, pid);
  const found: Listening[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1]!, fields[3]!, fields[9]!];
      const pid = owners.get(inode);
      if (state !== LISTEN || pid === undefined) continue;
      const [hex, port] = local.split(':');
      found.push({ pid, address: addressOf(hex!), port: parseInt(port!, 16) });
    }
  }
  return found;
}

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || /^::ffff:7f[0-9a-f]{2}:/i.test(address);
