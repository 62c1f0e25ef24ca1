import { describe, expect, it } from '@jest/globals';
import { classifyAddress, ipv6Groups } from './special-addresses.js';
import { DestinationRefusedError, destinationPolicy, isPublicAddress, parseDestinationUrl, resolveDestination, type Lookup } from './destination.js';

const none = destinationPolicy([]);
const fixed = (...addresses: string[]): Lookup => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook destinations', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
    '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '64:ff9b::a00:1', 'ff02::1', '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1'])('accepts the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  // IPv4 in IPv6 clothing: each form either refused outright or judged by the IPv4 address it carries.
  it.each([
    // IPv4-compatible ::/96 (deprecated): refused whatever it embeds, public or not.
    ['::127.0.0.1', /IPv4-compatible.*127\.0\.0\.1/],
    ['::7f00:1', /IPv4-compatible.*127\.0\.0\.1/],
    ['::10.0.0.1', /IPv4-compatible/],
    ['::8.8.8.8', /IPv4-compatible.*8\.8\.8\.8/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    // IPv4-mapped ::ffff:0:0/96: judged by the IPv4 address.
    ['::ffff:127.0.0.1', /IPv4-mapped IPv6 for 127\.0\.0\.1, a private, loopback/],
    ['::ffff:a9fe:a9fe', /IPv4-mapped IPv6 for 169\.254\.169\.254/],
    ['0:0:0:0:0:ffff:10.1.2.3', /IPv4-mapped IPv6 for 10\.1\.2\.3/],
    // IPv4-translated ::ffff:0:0:0/96 (obsolete SIIT): refused outright.
    ['::ffff:0:127.0.0.1', /IPv4-translated.*127\.0\.0\.1/],
    ['::ffff:0:8.8.8.8', /IPv4-translated/],
    // NAT64 well-known prefix 64:ff9b::/96: judged by the IPv4 address.
    ['64:ff9b::127.0.0.1', /NAT64 IPv6 for 127\.0\.0\.1/],
    ['64:ff9b::a00:1', /NAT64 IPv6 for 10\.0\.0\.1/],
    ['64:ff9b::169.254.169.254', /NAT64 IPv6 for 169\.254\.169\.254/],
    // NAT64 local-use 64:ff9b:1::/48: refused outright (the IPv4 address's place is the site's choice).
    ['64:ff9b:1::808:808', /local-use NAT64/],
    ['64:ff9b:1:ffff::7f00:1', /local-use NAT64/],
    // Beside the /96 but not in it: outside 2000::/3, refused.
    ['64:ff9b::1:0:0:808:808', /not in 2000::\/3/],
    // 6to4 2002::/16: judged by the IPv4 address in bits 16-48.
    ['2002:7f00:1::', /6to4 IPv6 for 127\.0\.0\.1/],
    ['2002:a00:1:1::1', /6to4 IPv6 for 10\.0\.0\.1/],
    ['2002:c0a8:101::5', /6to4 IPv6 for 192\.168\.1\.1/],
    ['2002:a9fe:a9fe::', /6to4 IPv6 for 169\.254\.169\.254/],
    // Teredo 2001::/32: refused outright, even when the obfuscated client (here 127.0.0.1 xor ffffffff) is hidden.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /Teredo/],
    ['2001::808:808', /Teredo/],
    // The rest of the IPv6 special-purpose space.
    ['2001:db8::1', /reserved IPv6/],
    ['3fff::1', /reserved IPv6/],
    ['100::1', /not in 2000::\/3/],
    ['fd00:ec2::254', /not in 2000::\/3/],
    ['fe80::1%eth0', /not in 2000::\/3/],
    ['ff02::1', /not in 2000::\/3/],
    ['5f00::1', /not in 2000::\/3/],
  ])('refuses %s (%s)', (address, why) => {
    const verdict = classifyAddress(address);
    expect(verdict.public).toBe(false);
    expect(verdict.public ? '' : verdict.why).toMatch(why);
  });

  it.each([
    ['::ffff:8.8.8.8', { address: '8.8.8.8', family: 4 }],
    ['::ffff:5db8:d822', { address: '93.184.216.34', family: 4 }],
    ['64:ff9b::8.8.8.8', { address: '64:ff9b::8.8.8.8', family: 6 }],
    ['2002:808:808::1', { address: '2002:808:808::1', family: 6 }],
    ['2606:4700:4700::1111', { address: '2606:4700:4700::1111', family: 6 }],
    ['2a00:1450:4001:80b::200e', { address: '2a00:1450:4001:80b::200e', family: 6 }],
  ])('accepts %s, whose IPv4 address (if any) is public, and connects to %o', async (address, connect) => {
    expect(classifyAddress(address)).toEqual({ public: true });
    await expect(resolveDestination(new URL('https://hooks.example/'), none, { lookup: fixed(address) })).resolves.toEqual(connect);
  });

  it.each(['https://[::127.0.0.1]/', 'https://[::ffff:0:127.0.0.1]/', 'https://[64:ff9b::7f00:1]/', 'https://[2002:7f00:1::1]/', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/'])(
    'refuses the literal %s, and a name resolving to it, naming the address',
    async (text) => {
      const literal = new URL(text).hostname.slice(1, -1);
      await expect(resolveDestination(parseDestinationUrl(text, none), none)).rejects.toThrow(new RegExp(`the address ${literal.replace(/[.:]/g, '\\$&')} is`));
      await expect(resolveDestination(new URL('https://hooks.example/'), none, { lookup: fixed('93.184.216.34', literal) })).rejects.toThrow(/hooks\.example resolves to .*MONTAGE_WEBHOOK_ALLOWED_HOSTS/);
    },
  );

  it('lets an admin allow an embedded form by its IPv6 CIDR, or an IPv4-mapped one by its IPv4 address', async () => {
    await expect(resolveDestination(new URL('https://[64:ff9b::a00:1]/'), destinationPolicy(['64:ff9b::/96']))).resolves.toEqual({ address: '64:ff9b::a00:1', family: 6 });
    await expect(resolveDestination(new URL('https://[::ffff:10.0.0.1]/'), destinationPolicy(['10.0.0.1']))).resolves.toEqual({ address: '10.0.0.1', family: 4 });
  });

  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::127.0.0.1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['64:ff9b::192.0.2.33', [0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x221]],
    ['fe80::1:2', [0xfe80, 0, 0, 0, 0, 0, 1, 2]],
  ])('reads %s as its eight groups', (address, groups) => {
    expect(ipv6Groups(address)).toEqual(groups);
  });

  it('wants https, without credentials, unless the host is allowed', () => {
    expect(() => parseDestinationUrl('http://example.com/hook', none)).toThrow(/https/);
    expect(() => parseDestinationUrl('ftp://example.com/hook', none)).toThrow(/https/);
    expect(() => parseDestinationUrl('https://user:pw@example.com/', none)).toThrow(/credentials/);
    expect(() => parseDestinationUrl('not a url', none)).toThrow(DestinationRefusedError);
    expect(parseDestinationUrl('https://example.com/hook', none).host).toBe('example.com');
    expect(parseDestinationUrl('http://127.0.0.1:9000/hook', destinationPolicy(['127.0.0.1'])).port).toBe('9000');
  });

  it('refuses a name that resolves to any private address, and checks literals too', async () => {
    await expect(resolveDestination(new URL('https://hooks.example/'), none, { lookup: fixed('93.184.216.34', '10.0.0.5') })).rejects.toThrow(/10\.0\.0\.5/);
    await expect(resolveDestination(new URL('https://169.254.169.254/latest/meta-data'), none)).rejects.toThrow(/link-local/);
    await expect(resolveDestination(new URL('https://[::1]/'), none)).rejects.toThrow(DestinationRefusedError);
    await expect(resolveDestination(new URL('https://hooks.example/'), none, { lookup: fixed('93.184.216.34') })).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('allows listed addresses, CIDRs and names', async () => {
    const policy = destinationPolicy(['127.0.0.1', '10.8.0.0/16', 'hooks.internal', '[::1]']);
    await expect(resolveDestination(new URL('http://127.0.0.1:8080/'), policy)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveDestination(new URL('https://10.8.3.4/'), policy)).resolves.toMatchObject({ address: '10.8.3.4' });
    await expect(resolveDestination(new URL('https://10.9.3.4/'), policy)).rejects.toThrow(DestinationRefusedError);
    await expect(resolveDestination(new URL('https://hooks.internal/'), policy, { lookup: fixed('192.168.0.9') })).resolves.toMatchObject({ address: '192.168.0.9' });
    await expect(resolveDestination(new URL('https://[::1]:8443/'), policy)).resolves.toEqual({ address: '::1', family: 6 });
    expect(() => destinationPolicy(['10.0.0.0/33'])).toThrow(/CIDR/);
  });

  it.each(['https://2130706433/', 'https://0x7f.1/', 'https://0177.0.0.1/', 'https://127.1/', 'https://[::ffff:7f00:1]/', 'https://[0:0:0:0:0:ffff:a9fe:a9fe]/', 'https://localhost/', 'https://LOCALHOST./'])(
    'sees through the spelling of %s',
    async (text) => {
      await expect(resolveDestination(parseDestinationUrl(text, none), none)).rejects.toThrow(DestinationRefusedError);
    },
  );

  it('gives up on a name that does not resolve in time', async () => {
    const never: Lookup = () => new Promise(() => undefined);
    await expect(resolveDestination(new URL('https://slow.example/'), none, { lookup: never, timeoutMs: 50 })).rejects.toThrow(/cannot be resolved/);
  });
});
