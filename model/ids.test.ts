import { describe, expect, it } from '@jest/globals';
import { ID_PREFIX, derivedId, idForObjectName, idPattern, isId, newId, objectNameForId, type IdKind } from './ids.js';

const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

describe('ids', () => {
  it.each(Object.keys(ID_PREFIX) as IdKind[])('makes %s ids that match the spec pattern', (kind) => {
    const id = newId(kind);
    expect(id).toMatch(new RegExp(`^${ID_PREFIX[kind]}_[A-Za-z0-9]{21}$`));
    expect(isId(kind, id)).toBe(true);
  });

  it('does not repeat itself and uses the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, () => newId('project'));
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(4)]));
    expect(seen.size).toBe(62);
  });

  it('rejects ids of another kind or shape', () => {
    expect(isId('chapter', newId('project'))).toBe(false);
    expect(idPattern('project').test('prj_short')).toBe(false);
    expect(idPattern('project').test('prj_' + 'a'.repeat(21) + '\n')).toBe(false);
  });

  it('maps ids to DNS-1123 object names and back', () => {
    for (let i = 0; i < 500; i++) {
      const id = newId('asset');
      const name = objectNameForId(id);
      expect(name).toMatch(DNS1123_SUBDOMAIN);
      expect(name.length).toBeLessThanOrEqual(63);
      expect(idForObjectName(name)).toBe(id);
    }
  });

  it('gives ids that differ only in case different object names', () => {
    const lower = 'prj_abcdefghijklmnopqrstu';
    const upper = 'prj_ABCDEFGHIJKLMNOPQRSTU';
    const mixed = 'prj_aBcdefghijklmnopqrstu';
    const names = [lower, upper, mixed].map(objectNameForId);
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toBe('prj-abcdefghijklmnopqrstu-0');
  });

  it('refuses names it did not produce', () => {
    expect(() => idForObjectName('prj-abcdefghijklmnopqrstu')).toThrow();
    // bit 0 marks '1' as uppercase, which no id can have
    expect(() => idForObjectName('prj-1bcdefghijklmnopqrstu-1')).toThrow();
    expect(() => objectNameForId('prj-not-an-id')).toThrow();
  });
});

describe('derivedId', () => {
  it('gives the same valid id for the same seed and different ids for different seeds', () => {
    const a = derivedId('delivery', 'whk_x/prompt.completed/int_y');
    expect(a).toMatch(idPattern('delivery'));
    expect(derivedId('delivery', 'whk_x/prompt.completed/int_y')).toBe(a);
    expect(derivedId('delivery', 'whk_x/prompt.failed/int_y')).not.toBe(a);
    expect(idForObjectName(objectNameForId(a))).toBe(a);
  });
});
