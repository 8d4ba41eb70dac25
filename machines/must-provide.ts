/**
 * The default of an action or actor that the running component must supply with `.provide()` (the world a
 * machine needs: cookies, storage, navigation). Failing loudly beats a button that silently does nothing.
 */
export function mustProvide(name: string): () => never {
  return () => {
    throw new Error(`${name} must be provided with machine.provide()`)
  }
}
