import { describe, expect, it } from '@jest/globals';
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
