import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type Resource, type RouteDef, handlerFile } from '../../lambdas/contract/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = routeList as readonly RouteDef[];

/**
 * The other half of least privilege: a route's `uses` must cover what its handler can call, and name
 * nothing it never calls. Each handler is bundled as its Lambda is (tree-shaken, so only code it can
 * reach stays), and the AWS SDK commands left in the bundle are read off it. This works at the level of
 * commands, not keys: which purposes and indexes a route reaches is held to `uses` by the synthesized
 * roles (least-privilege.test.ts), and written in `uses` by reading the handler.
 */

type Uses = readonly Resource[];
const has = (uses: Uses, use: Resource) => uses.includes(use);
const any = (uses: Uses, prefix: string) => uses.some((use) => use.startsWith(prefix));
const TABLE_WRITES: Resource[] = [
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'table:ConditionCheckItem',
];

/** What a handler calling each SDK operation needs in its route's `uses`. */
const NEEDS: Record<string, (uses: Uses) => boolean> = {
  GetCommand: (u) => has(u, 'table:GetItem'),
  BatchGetCommand: (u) => has(u, 'table:BatchGetItem'),
  QueryCommand: (u) => any(u, 'table:Query'),
  PutCommand: (u) => has(u, 'table:PutItem'),
  UpdateCommand: (u) => has(u, 'table:UpdateItem'),
  DeleteCommand: (u) => has(u, 'table:DeleteItem'),
  TransactWriteCommand: (u) => TABLE_WRITES.some((use) => has(u, use)),
  HeadObjectCommand: (u) => any(u, 'uploads:read:'),
  GetObjectCommand: (u) => any(u, 'uploads:read:'),
  getSignedUrl: (u) => any(u, 'uploads:read:'),
  CopyObjectCommand: (u) => any(u, 'uploads:read:pending/') && any(u, 'uploads:write:files/'),
  // Only a logo's public copy is written by the server itself (everything else is a copy or a POST).
  PutObjectCommand: (u) => has(u, 'uploads:write:logos'),
  createPresignedPost: (u) => any(u, 'uploads:write:pending/'),
  DeleteObjectCommand: (u) => any(u, 'uploads:delete:'),
  SendEmailCommand: (u) => has(u, 'email'),
  GetSecretValueCommand: (u) => has(u, 'stripe') || has(u, 'signing'),
  AdminGetUserCommand: (u) => has(u, 'userpool:AdminGetUser'),
  AdminUpdateUserAttributesCommand: (u) => has(u, 'userpool:AdminUpdateUserAttributes'),
  AdminDisableUserCommand: (u) => has(u, 'userpool:AdminDisableUser'),
  AdminUserGlobalSignOutCommand: (u) => has(u, 'userpool:AdminUserGlobalSignOut'),
  AdminDeleteUserCommand: (u) => has(u, 'userpool:AdminDeleteUser'),
  ListUsersCommand: (u) => has(u, 'userpool:ListUsers'),
};

interface Reached {
  /** SDK operations the bundle calls, by the name the SDK exports them under. */
  readonly calls: Set<string>;
  readonly code: string;
}

/** What a use needs to have been reached, so that it is not granted for nothing. */
function justified(use: Resource, { calls, code }: Reached): boolean {
  const [kind, first, second] = use.split(':');
  const transact = calls.has('TransactWriteCommand');
  switch (kind) {
    case 'table':
      if (first === 'Query') return calls.has('QueryCommand') && (!second || code.includes(`"${second}"`));
      if (first === 'GetItem') return calls.has('GetCommand');
      if (first === 'BatchGetItem') return calls.has('BatchGetCommand');
      if (first === 'ConditionCheckItem') return transact;
      return transact || calls.has(`${first!.replace(/Item$/, '')}Command`);
    case 'uploads':
      if (first === 'read')
        return ['GetObjectCommand', 'HeadObjectCommand', 'getSignedUrl', 'CopyObjectCommand'].some((c) =>
          calls.has(c),
        );
      if (first === 'write') {
        if (second === 'logos') return calls.has('PutObjectCommand');
        return calls.has(second!.startsWith('pending/') ? 'createPresignedPost' : 'CopyObjectCommand');
      }
      return calls.has('DeleteObjectCommand');
    case 'userpool':
      return calls.has(`${first}Command`);
    case 'email':
      return calls.has('SendEmailCommand');
    case 'stripe':
      return calls.has('GetSecretValueCommand') && code.includes('STRIPE_SECRET_ARN');
    case 'signing':
      return calls.has('GetSecretValueCommand') && code.includes('LINK_SIGNING_SECRET_ARN');
    default:
      return false;
  }
}

/**
 * The SDK operations a bundle calls: commands imported from @aws-sdk/* that it constructs, and the
 * presigning functions it calls (clients, errors and types are not operations). An operation is called
 * by the name it is imported under, or by one it is destructured to from a module loaded on first use
 * (data/s3-sdk.ts: `const { GetObjectCommand: GetObjectCommand2 } = await sdk()`, as the bundler renames
 * it); only the code that calls it is tree-shaken, so only a call that the handler can reach counts.
 */
function sdkCalls(code: string): Set<string> {
  const calls = new Set<string>();
  const escape = (name: string) => name.replace(/\$/g, '\\$');
  for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/[^"]+"/g))
    for (const spec of names!.split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (!imported || !local || !(imported.endsWith('Command') || imported in NEEDS)) continue;
      const renamed = [...code.matchAll(new RegExp(`[{,]\\s*${escape(imported)}:\\s*([\\w$]+)`, 'g'))];
      for (const name of [local, ...renamed.map((m) => m[1]!)])
        if (new RegExp(`(new\\s+${escape(name)}\\(|[^.\\w$]${escape(name)}\\()`).test(code))
          calls.add(imported);
    }
  return calls;
}

describe('handlers and their uses', () => {
  const reached = new Map<string, Reached>();

  beforeAll(async () => {
    const out = await build({
      entryPoints: Object.fromEntries(
        ROUTES.map((r) => [r.id, path.join(ROOT, 'lambdas', handlerFile(r.id))]),
      ),
      bundle: true,
      platform: 'node',
      format: 'esm',
      treeShaking: true,
      // Dependencies stay imports, so the SDK operations a handler reaches are named in the bundle.
      packages: 'external',
      outdir: 'out',
      write: false,
      logLevel: 'silent',
      absWorkingDir: ROOT,
    });
    for (const file of out.outputFiles) {
      const id = path.basename(file.path, '.js');
      reached.set(id, { calls: sdkCalls(file.text), code: file.text });
    }
  });

  it('reads SDK operations off the bundles', () => {
    // A signed-in write also reads its account's record first (services/account-gate.ts).
    expect(reached.get('communityReferral')?.calls).toEqual(
      new Set(['AdminGetUserCommand', 'PutCommand', 'GetCommand']),
    );
    expect(reached.get('uploadsCreate')?.calls).toEqual(
      new Set(['UpdateCommand', 'createPresignedPost', 'GetCommand']),
    );
    // A read, or a public route, bundles no gate.
    expect(reached.get('alertsStop')?.calls.has('GetCommand')).toBe(false);
  });

  it("names in each route's uses every AWS operation its handler can call", () => {
    const lacking: Record<string, string[]> = {};
    for (const route of ROUTES) {
      const { calls } = reached.get(route.id)!;
      const missing = [...calls]
        .filter((call) => !(NEEDS[call] ?? (() => false))(route.uses))
        .map((call) => (call in NEEDS ? call : `${call} (unknown here: add it to NEEDS and to uses)`));
      if (missing.length) lacking[route.id] = missing;
    }
    expect(lacking).toEqual({});
  });

  it("names in each route's uses nothing its handler never calls", () => {
    const unused: Record<string, string[]> = {};
    for (const route of ROUTES) {
      const spare = route.uses.filter((use) => !justified(use, reached.get(route.id)!));
      if (spare.length) unused[route.id] = spare;
    }
    expect(unused).toEqual({});
  });
});
