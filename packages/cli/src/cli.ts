// The process entry of `timetrack` (bin/timetrack.js loads the compiled file).
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
