// The landing and login screens' part of a language file (vite.config.ts builds it from the file).
declare module 'virtual:first-texts/*' {
  const texts: Record<string, object>;
  export default texts;
}
