import { HELP, parseSimulatorArgs, UsageError } from "./args.js";
import { BackOfficeError } from "./back-office.js";
import { NetworkError } from "./http.js";
import { runSimulation } from "./simulate.js";

/**
 * `npm run simulate -- …`: see HELP. Exit codes: 0 when every sale was acknowledged exactly once, 1 when not (or the
 * run could not start), 2 for a bad command line. The first Ctrl-C ends the run and prints the report; a second
 * one quits at once.
 */
async function main(): Promise<number> {
  let options: ReturnType<typeof parseSimulatorArgs>;
  try {
    options = parseSimulatorArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  if (!options) {
    console.log(HELP);
    return 0;
  }

  const stop = new AbortController();
  process.on("SIGINT", () => {
    if (stop.signal.aborted) process.exit(130);
    console.log("\nStopping: the kiosks hand in what they hold (Ctrl-C again to quit at once)…");
    stop.abort();
  });
  try {
    const result = await runSimulation(options, { log: (line) => console.log(line), stop: stop.signal });
    console.log(`\n${result.report}`);
    return result.check.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof BackOfficeError || error instanceof NetworkError) {
      console.error(
        `${error.message}\nIs the server running at ${options.url.origin} with the demo companies (npm start)?`,
      );
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
