/** Types of scripts/chromium.mjs for the TypeScript callers (e2e). */
export declare let chromiumSource: 'unresolved' | 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
export declare function chromiumExecutable(): Promise<string>;
export declare function provideChromium(): Promise<string>;
