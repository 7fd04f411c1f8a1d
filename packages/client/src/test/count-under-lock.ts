// A process of the file-lock test: adds 1 to the counter kept in `dir`, `times` times, each under the lock.
//   node --import tsx count-under-lock.ts <dir> <times>
import { fileStorage } from '../storage/file.js';

const [dir, times] = process.argv.slice(2);
const storage = fileStorage(dir!);
for (let i = 0; i < Number(times); i++) {
  await storage.withLock('count', async () => {
    const count = Number((await storage.get('count')) ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await storage.set('count', String(count + 1));
  });
}
