import * as runtime from '@module-federation/runtime-core';
import shareIsolation, { chooseShare, type ShareRequest } from './share-isolation';

vi.mock('@module-federation/runtime-core', async (original) => {
  const actual = await original<typeof import('@module-federation/runtime-core')>();
  return { ...actual, satisfy: vi.fn(actual.satisfy) };
});

const request = (overrides: Partial<ShareRequest>): ShareRequest => ({
  pkgName: '@freight/shared/web/ui/button',
  consumer: 'mfe_blog',
  hostVersion: '0.2.0',
  hostPresent: true,
  requiredVersion: '^0.2.0',
  singleton: false,
  ...overrides,
});

test('a remote takes the shell’s copy when it satisfies its requirement', () => {
  expect(chooseShare(request({}))).toEqual({ take: 'host', version: '0.2.0' });
  expect(chooseShare(request({ singleton: true, requiredVersion: false }))).toEqual({ take: 'host', version: '0.2.0' });
});

test('a remote needing a newer stateless module runs its own copy, never another remote’s', () => {
  expect(chooseShare(request({ requiredVersion: '^0.3.0' }))).toEqual({ take: 'own' });
});

test('a remote needing a newer stateful singleton fails loudly instead of running a second copy', () => {
  const choice = chooseShare(
    request({ pkgName: '@freight/shared/web/i18n/namespace-gate', singleton: true, requiredVersion: '^0.3.0' }),
  );
  expect(choice.take).toBe('refuse');
  expect(choice.take === 'refuse' && choice.message).toMatch(
    /mfe_blog needs @freight\/shared\/web\/i18n\/namespace-gate \^0\.3\.0, the shell provides 0\.2\.0/,
  );
  expect(
    chooseShare(request({ pkgName: 'react', singleton: true, hostVersion: '19.3.1', requiredVersion: '^20.0.0' })).take,
  ).toBe('refuse');
});

test('a module the shell does not provide comes from the remote’s own build', () => {
  expect(chooseShare(request({ hostVersion: undefined }))).toEqual({ take: 'own' });
});

test('without a shell (a remote’s standalone page) the runtime chooses as usual', () => {
  expect(chooseShare(request({ hostPresent: false, hostVersion: undefined }))).toEqual({ take: 'default' });
});

// The runtime may name the shell as the consumer of another remote's request: the shell's
// copy is the answer either way, never the highest version a remote registered.
test('the shell’s requests get the shell’s copy even when a remote registered a newer one', () => {
  expect(
    chooseShare(request({ consumer: 'shell', pkgName: '@freight/shared/web/api/client', singleton: true })),
  ).toEqual({ take: 'host', version: '0.2.0' });
});

test('each (version, range) question is put to the runtime once, and its answer kept', () => {
  const satisfy = vi.mocked(runtime.satisfy);
  satisfy.mockClear();
  const asked = request({ hostVersion: '7.1.4', requiredVersion: '^7.1.0' });
  for (let i = 0; i < 80; i++) expect(chooseShare(asked)).toEqual({ take: 'host', version: '7.1.4' });
  expect(chooseShare({ ...asked, requiredVersion: '^7.2.0' })).toEqual({ take: 'own' });
  expect(chooseShare({ ...asked, requiredVersion: '^7.2.0' })).toEqual({ take: 'own' });
  expect(satisfy).toHaveBeenCalledTimes(2);
});

describe('the runtime plugin', () => {
  const hostCopy = { version: '19.3.1', from: 'shell' };
  const resolve = (treeShaking?: object) => {
    const fallback = vi.fn(() => ({ shared: hostCopy, useTreesShaking: true }));
    const args = {
      pkgName: 'react',
      scope: 'default',
      version: '19.3.1',
      shareScopeMap: { default: { react: { '19.3.1': hostCopy } } },
      shareInfo: { from: 'mfe_blog', shareConfig: { singleton: true, requiredVersion: '^19.0.0' }, treeShaking },
      GlobalFederation: { __INSTANCES__: [{ options: { name: 'shell', shared: { react: [{ version: '19.3.1' }] } } }] },
      resolver: fallback,
    };
    const plugin = shareIsolation() as unknown as { resolveShare: (a: typeof args) => typeof args };
    return { answer: plugin.resolveShare(args).resolver(), fallback };
  };

  test('gives a remote the shell’s copy itself, without the runtime checking the range again', () => {
    const { answer, fallback } = resolve();
    expect(answer).toEqual({ shared: hostCopy, useTreesShaking: false });
    expect(fallback).not.toHaveBeenCalled();
  });

  test('leaves a tree-shaken module’s variant to the runtime', () => {
    const { answer, fallback } = resolve({ mode: 'runtime-infer' });
    expect(fallback).toHaveBeenCalledOnce();
    expect(answer).toEqual({ shared: hostCopy, useTreesShaking: true });
  });
});
