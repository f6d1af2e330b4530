// Loaded into the measured server with --import: notes each WebAssembly memory made (the embedded
// database's is one; weakly, so a memory the server lets go is still freed) and, on SIGUSR2, writes
// the process's own memory figures as JSON to MEMORY_PROBE_FILE. Changes nothing else in the process.
import fs from 'node:fs';

const memories: WeakRef<WebAssembly.Memory>[] = [];
const Original = WebAssembly.Memory;
class RecordedMemory extends Original {
  constructor(descriptor: WebAssembly.MemoryDescriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
}
WebAssembly.Memory = RecordedMemory as typeof WebAssembly.Memory;

process.on('SIGUSR2', () => {
  const m = process.memoryUsage();
  const file = process.env.MEMORY_PROBE_FILE;
  if (!file) return;
  fs.writeFileSync(
    file,
    JSON.stringify({
      rss: m.rss,
      heapTotal: m.heapTotal,
      heapUsed: m.heapUsed,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      wasmMemories: memories.flatMap((w) => w.deref()?.buffer.byteLength ?? []),
    }),
  );
});
