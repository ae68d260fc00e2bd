export const REQUIRED_NODE_MAJOR: number;
export function oldNodeMessage(versions?: { node: string }, execPath?: string): string | undefined;
export function requireProjectNode(): void;
export function childEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
