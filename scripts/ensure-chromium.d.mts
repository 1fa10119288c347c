/** Where Debian's package puts the browser. */
export declare const CHROMIUM_PATH: string
/** Installs Debian's chromium package when the browser is missing, and returns its path. */
export declare function ensureChromium(options?: { log?: (line: string) => void }): string
