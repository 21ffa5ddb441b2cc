declare module '*.graphql?raw' {
  const source: string;
  export default source;
}

declare module '*.po?raw' {
  const source: string;
  export default source;
}
