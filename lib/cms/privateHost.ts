// Whether the CMS is on a private network (production uses cms.interne): Next's image optimizer refuses such hosts
// unless images.dangerouslyAllowLocalIP is set. Read by next.config.ts at build time, so only package imports here.
import { lookup } from 'node:dns/promises';
// The very test the optimizer applies to each address it is about to fetch from.
import { isPrivateIp } from 'next/dist/server/is-private-ip';

type Resolve = (hostname: string, options: { all: true }) => Promise<{ address: string }[]>;

/** True when `hostname` is a private or loopback address, or a name that resolves to one. */
export async function isPrivateHost(hostname: string, resolve: Resolve = lookup): Promise<boolean> {
  if (isPrivateIp(hostname)) return true;
  try {
    return (await resolve(hostname, { all: true })).some(({ address }) => isPrivateIp(address));
  } catch {
    // Does not resolve from here: the build cannot read the CMS either, and says so.
    return false;
  }
}
