import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { satisfy } from '@module-federation/runtime-core';

/** The federation name of the host; its copies are the only ones a remote may take. */
export const HOST_NAME = 'shell';

export type ShareChoice =
  /** The module the host provides. */
  | { take: 'host'; version: string }
  /** The consumer's own bundled copy, never another remote's. */
  | { take: 'own' }
  /** No shell on the page (a remote's standalone dev page): the runtime's usual choice. */
  | { take: 'default' }
  /** A stateful singleton the host cannot provide at the required version: the remote fails into its fallback. */
  | { take: 'refuse'; message: string };

export interface ShareRequest {
  pkgName: string;
  consumer: string;
  /** Version the host provides of pkgName, undefined when it provides none. */
  hostVersion: string | undefined;
  /** Whether a host is on the page at all. */
  hostPresent: boolean;
  requiredVersion: string | false | undefined;
  singleton: boolean;
}

const satisfied = new Map<string, boolean>();

/**
 * `satisfy` of the federation runtime compiles its regular expressions on every call; the page
 * asks the same few (version, range) questions for each of its 80-odd shared modules, so the
 * answers are kept (docs/decisions/016-first-load-scripts.md).
 */
function satisfies(version: string, range: string): boolean {
  const key = `${version}\u0000${range}`;
  let answer = satisfied.get(key);
  if (answer === undefined) {
    answer = satisfy(version, range);
    satisfied.set(key, answer);
  }
  return answer;
}

/**
 * Which copy of a shared module a consumer gets (docs/decisions/009-shared-versions.md):
 * the host's when it satisfies the consumer's requirement; otherwise the
 * consumer's own copy for modules that may be duplicated, and a loud failure
 * for singletons. Another remote's copy is never an answer, so a remote built
 * wrong (React not shared, another major, a newer shared) breaks only itself.
 */
export function chooseShare(request: ShareRequest): ShareChoice {
  const { pkgName, consumer, hostVersion, hostPresent, requiredVersion, singleton } = request;
  // The shell's own requests land here too (and the runtime does not always name the
  // consumer): its copy satisfies its own range, so it keeps getting it.
  if (!hostPresent) return { take: 'default' };
  if (hostVersion === undefined) return { take: 'own' };
  if (!requiredVersion || requiredVersion === '*' || satisfies(hostVersion, requiredVersion))
    return { take: 'host', version: hostVersion };
  if (singleton) {
    return {
      take: 'refuse',
      message: `${consumer} needs ${pkgName} ${requiredVersion}, the shell provides ${hostVersion}: deploy the shell with the newer version first (docs/decisions/009-shared-versions.md).`,
    };
  }
  return { take: 'own' };
}

interface HostLike {
  options: { name: string; shared?: Record<string, Array<{ version?: string }>> };
}

function hostVersionOf(
  instances: HostLike[],
  pkgName: string,
): { hostPresent: boolean; hostVersion: string | undefined } {
  const host = instances.find((instance) => instance.options.name === HOST_NAME);
  return { hostPresent: !!host, hostVersion: host?.options.shared?.[pkgName]?.[0]?.version };
}

/** Federation runtime plugin every app is built with (`runtimePlugins` in rspack/browser-config.ts and rspack/server-config.ts). */
export default function shareIsolation(): ModuleFederationRuntimePlugin {
  return {
    name: 'freight-share-isolation',
    resolveShare(args) {
      const { pkgName, shareInfo, shareScopeMap, scope } = args;
      const instances = (args.GlobalFederation?.__INSTANCES__ ?? []) as unknown as HostLike[];
      const choice = chooseShare({
        pkgName,
        consumer: shareInfo.from ?? 'a remote',
        ...hostVersionOf(instances, pkgName),
        requiredVersion: shareInfo.shareConfig?.requiredVersion,
        singleton: !!shareInfo.shareConfig?.singleton,
      });
      if (choice.take === 'default') return args;
      const fallback = args.resolver;
      args.resolver = () => {
        if (choice.take === 'refuse') throw new Error(choice.message);
        if (choice.take === 'own') return undefined;
        // The runtime's own pick when it is the shell's copy of a tree-shaken module (it knows the
        // variants); any other shell's copy is taken here, without the runtime checking the range
        // this plugin has just answered.
        if (args.version === choice.version && shareInfo.treeShaking) return fallback();
        const shared = shareScopeMap[scope]?.[pkgName]?.[choice.version];
        return shared ? { shared, useTreesShaking: false } : undefined;
      };
      return args;
    },
  };
}
