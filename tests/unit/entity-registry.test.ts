import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subscriptionToItem } from '../../lambdas/data/community.ts';
import { jobKey, jobToItem, type Job } from '../../lambdas/data/jobs.ts';
import { nannyKey } from '../../lambdas/data/nannies.ts';
import { agencyPromoHoldKey, promoHoldKey } from '../../lambdas/data/promos.ts';
import type { EntityDeclaration } from '../../lambdas/data/entity.ts';
import { ENTITIES, entityOf } from '../../lambdas/data/registry.ts';

/**
 * Export and account deletion are built on the registry, so it must name every kind of item the table
 * holds, and say of each who owns it, how long it is kept and what its owner gets.
 */
const DATA = join(import.meta.dirname, '../../lambdas/data');
const modules = readdirSync(DATA).filter((file) => file.endsWith('.ts'));

const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** What is wrong with a declaration, in words; empty when nothing is. */
function problems(declaration: Partial<EntityDeclaration>): string[] {
  const found: string[] = [];
  const { owner, retention, export: shape } = declaration;
  if (!owner || !('of' in owner ? typeof owner.of === 'function' : nonEmpty(owner.none)))
    found.push('owner: a function, or none with a reason');
  if (
    !retention ||
    !('ttl' in retention
      ? retention.ttl === 'expiresAt' && nonEmpty(retention.period)
      : nonEmpty(retention.rule))
  )
    found.push('retention: the TTL attribute and its period, or the rule that deletes it');
  if (!shape || !('shape' in shape ? typeof shape.shape === 'function' : nonEmpty(shape.none)))
    found.push('export: a function, or none with a reason');
  return found;
}

/** An exported value that is (or tries to be) an entity declaration: a name and its keys. */
const looksDeclared = (value: unknown): value is Partial<EntityDeclaration> =>
  typeof value === 'object' && value !== null && 'name' in value && 'keys' in value;

/**
 * The constant start of every key the data modules build: `{ pk: `JOB#${id}`, sk: 'JOB' }` gives
 * JOB# / JOB. The registry's own declarations are left out, so they cannot vouch for themselves.
 */
function builtKeyPrefixes(): Array<{ file: string; pk: string; sk: string }> {
  const literal = String.raw`(['\`])([^'\`]*)\1`;
  const pair = new RegExp(String.raw`\bpk:\s*${literal},?\s*sk:\s*(['\`])([^'\`]*)\3`, 'g');
  const prefix = (text: string) => text.split('${')[0]!;
  return modules.flatMap((file) => {
    const source = readFileSync(join(DATA, file), 'utf8').replace(/\bkeys:\s*\{[^}]*\}/g, '');
    return [...source.matchAll(pair)].map((m) => ({ file, pk: prefix(m[2]!), sk: prefix(m[4]!) }));
  });
}

describe('the entity registry', () => {
  it('says, for every entity an account owns, where its items are and what deleting the account does', () => {
    // An agency's promo hold lives only while a checkout is open and goes with it; the rest are found.
    const unfound = new Set(['AgencyPromoHold', 'AccountDeletion']);
    for (const entity of ENTITIES) {
      if (!('of' in entity.owner) || unfound.has(entity.name)) continue;
      expect(entity.find, `${entity.name} declares find`).toBeTypeOf('function');
      expect(entity.erase, `${entity.name} declares erase`).toBeDefined();
    }
    // What mentions an account is erased by a rule of its own.
    for (const entity of ENTITIES.filter((e) => e.mentions))
      expect(entity.erase, `${entity.name} declares erase`).toBeDefined();
  });

  it('declares owner, retention and export for every entity, each name and key shape once', () => {
    for (const declaration of ENTITIES) expect(problems(declaration), declaration.name).toEqual([]);
    expect(new Set(ENTITIES.map((e) => e.name)).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES.map((e) => `${e.keys.pk}|${e.keys.sk}`)).size).toBe(ENTITIES.length);
  });

  it('lists every entity a data module declares, and each declaration is whole', async () => {
    const registered = new Set<unknown>(ENTITIES);
    for (const file of modules) {
      const exported = (await import(join(DATA, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (!looksDeclared(value)) continue;
        expect(problems(value), `${file} ${name}`).toEqual([]);
        expect(registered.has(value), `${file} ${name} is not in registry.ts ENTITIES`).toBe(true);
      }
    }
  });

  it('has an entity for every key the data modules build, and builds every key it declares', () => {
    const built = builtKeyPrefixes();
    expect(built.length).toBeGreaterThan(ENTITIES.length);
    for (const key of built)
      expect(
        ENTITIES.some((e) => e.keys.pk === key.pk && e.keys.sk === key.sk),
        `${key.file} builds ${key.pk}… / ${key.sk}…, which no registered entity declares`,
      ).toBe(true);
    for (const declaration of ENTITIES)
      expect(
        built.some((key) => key.pk === declaration.keys.pk && key.sk === declaration.keys.sk),
        `${declaration.name} declares keys no module builds`,
      ).toBe(true);
  });

  it('finds an item’s entity by its keys, the most specific first', () => {
    expect(entityOf(jobKey('j1'))?.name).toBe('Job');
    expect(entityOf(nannyKey('n1'))?.name).toBe('NannyProfile');
    expect(entityOf(promoHoldKey('SAVE10', 'u1'))?.name).toBe('PromoHold');
    expect(entityOf(agencyPromoHoldKey('SAVE10', 'a1'))?.name).toBe('AgencyPromoHold');
    expect(entityOf({ pk: 'SOMETHING#1', sk: 'ELSE' })).toBeUndefined();
  });

  it('finds the owner of an item through its declaration', () => {
    const job = { id: 'j1', ownerId: 'user-1', title: 'Nanny wanted' } as Job;
    const jobs = entityOf(jobKey('j1'))!;
    expect('of' in jobs.owner && jobs.owner.of(jobToItem(job))).toEqual({ account: 'user-1' });
    const hold = entityOf(agencyPromoHoldKey('SAVE10', 'a1'))!;
    expect('of' in hold.owner && hold.owner.of({ ...agencyPromoHoldKey('SAVE10', 'a1') })).toEqual({
      sameOwnerAs: { pk: 'AGENCY#a1', sk: 'AGENCY' },
    });
    const subscription = subscriptionToItem({
      email: 'parent@example.com',
      subscribed: true,
      discountCode: 'WELCOME-ABC234',
      discountUsed: false,
      subscribedAt: '2026-01-01T00:00:00.000Z',
      unsubscribedAt: null,
    });
    const newsletter = entityOf({ pk: String(subscription.pk), sk: String(subscription.sk) })!;
    expect('of' in newsletter.owner && newsletter.owner.of(subscription)).toEqual({
      email: 'parent@example.com',
    });
    const family = entityOf(promoHoldKey('SAVE10', 'u1'))!;
    expect('of' in family.owner && family.owner.of({ ...promoHoldKey('SAVE10', 'u1') })).toEqual({
      account: 'u1',
    });
  });
});
