export function sharedModules(root?: string): Array<{ name: string; file: string }>;
export function exportedNames(code: string): string[];
export function exportsSignature(root?: string): Record<string, string>;
export function changedModules(locked: Record<string, string>, current: Record<string, string>): string[];
export function nextVersion(version: string, apiChanged: boolean): string;
export function checkSharedVersion(root?: string): string[];
export function bumpSharedVersion(root?: string): string;
