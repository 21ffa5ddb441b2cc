export function App() {
  return <main><h1>Hello</h1></main>;
}
