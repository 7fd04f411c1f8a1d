// The part of jsdom's API the test environment uses (the package ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { pretendToBeVisual?: boolean; url?: string });
    readonly window: Window & typeof globalThis & { close(): void };
  }
}
