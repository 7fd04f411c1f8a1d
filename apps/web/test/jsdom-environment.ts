// The `web` test project's DOM: jsdom from this workspace (the version that runs on Node 20), installed
// on the test's globals as Vitest's own jsdom environment does.
import { JSDOM } from 'jsdom';
import { populateGlobal, type Environment } from 'vitest/runtime';

const environment: Environment = {
  name: 'jsdom',
  viteEnvironment: 'client',
  setup(global: Record<string | symbol, unknown>) {
    const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
      pretendToBeVisual: true,
      url: 'http://localhost:3000/',
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(target: Record<string | symbol, unknown>) {
        for (const key of keys) delete target[key];
        for (const [key, value] of originals) target[key] = value;
        dom.window.close();
      },
    };
  },
};

export default environment;
