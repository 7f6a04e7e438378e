/** Collects the gradients and patterns one SVG document needs, with ids unique in it. */
export class SvgContext {
  private readonly defs: string[] = [];
  private readonly byKey = new Map<string, string>();
  private counter = 0;

  /** Adds a definition once per key and returns its id; `build` receives the id to use. */
  define(key: string, build: (id: string) => string): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const id = `d${this.counter++}`;
    this.byKey.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  defsMarkup(): string {
    return this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}
