// Reading QR codes off the camera (docs/decisions/033-badge-scanning.md): the browser's own
// BarcodeDetector where it has one that reads QR codes (Android Chrome, macOS Safari and Chrome),
// else the `barcode-detector` ponyfill, ZXing-C++ in WebAssembly. The ponyfill and its wasm load
// only when needed, and the wasm comes from our own origin (the build copies it; its URL is
// Vite's), never from the CDN the package would use by default.

/** What the scanner needs of a detector: the raw texts of the codes it sees in a frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
  /** 'native' or 'wasm', for the screen's small print and the tests. */
  kind: 'native' | 'wasm';
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return undefined;
    const detector = new Native({ formats: ['qr_code'] });
    return { kind: 'native', detect: (source) => detector.detect(source) };
  } catch {
    return undefined;
  }
}

async function wasmDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { kind: 'wasm', detect: (source) => detector.detect(source) };
}

/** A QR detector: the browser's when it reads QR codes, else ZXing's WebAssembly one. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? wasmDetector();
}
