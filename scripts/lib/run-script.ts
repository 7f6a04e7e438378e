/** Runs a script's main function: prints failures plainly and exits non-zero on any error. */
export function runScript(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
      process.exit(1);
    },
  );
}
