#!/usr/bin/env node
// The `timetrack` command: the compiled entry (npm run build -w @timetrack/cli).
import '../dist/cli.js';
