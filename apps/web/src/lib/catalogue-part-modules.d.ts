// A part of a language's catalogue (lib/catalogue-parts.ts), cut by the build.
declare module '*.json?part=start' {
  const words: Record<string, unknown>;
  export default words;
}
declare module '*.json?part=screens' {
  const words: Record<string, unknown>;
  export default words;
}
