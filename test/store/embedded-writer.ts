/*
 * Child process of the embedded store's durability test: writes prompts into the store in DATA_DIR as fast as it
 * can, several in flight at once, and prints `ack <id>` for each write only after the store acknowledged it. The
 * test kills it with SIGKILL mid-stream and checks every acknowledged id survived.
 *
 *   node --import tsx test/store/embedded-writer.ts DATA_DIR
 */
import { newId } from '../../model/ids.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { newChapter, newProject, newPrompt } from './fixtures.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-writer.ts DATA_DIR');
const IN_FLIGHT = 4;

const store = new EmbeddedStore(dataDir);
await store.start();
const project = await store.create('project', newProject('durable'));
const chapter = await store.create('chapter', newChapter('durable', project.spec.id));
process.stdout.write(`ack ${project.spec.id}\nack ${chapter.spec.id}\n`);

async function writeForever(): Promise<never> {
  for (;;) {
    const prompt = newPrompt('durable', project.spec.id, chapter.spec.id, `prompt ${newId('prompt')} `.repeat(40));
    await store.create('prompt', prompt);
    process.stdout.write(`ack ${prompt.spec.id}\n`);
  }
}
await Promise.all(Array.from({ length: IN_FLIGHT }, writeForever));
