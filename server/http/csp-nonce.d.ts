/** Types of csp-nonce.js (plain JS: next.config.js and the server hook require it). */
export const PLACEHOLDER_ENV: string;
export const PLACEHOLDER_FILE: string;
export function newNonce(): string;
export function noncePlaceholder(): string | undefined;
export function placeholderFile(root?: string): string;
export function loadNoncePlaceholder(root?: string): string | undefined;
export function createReplacer(from: string, to: string): (chunk: Buffer, final: boolean) => Buffer;
