// What the scanner's holder hears and feels (docs/rules.md#scanning-badges): a short high beep and
// one buzz for a check-in, two low beeps and a longer buzz for a refusal. Made with WebAudio, so
// no sound file is fetched; phones without vibration or sound just skip that part.

let context: AudioContext | undefined;

/** One AudioContext for the screen, made on first use (browsers allow sound after a tap or a grant). */
function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, seconds: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + seconds + 0.02);
}

/** Beeps and buzzes for the outcome of a scan: 'ok' a check-in (or already in), 'error' a refusal. */
export function signalScan(outcome: 'ok' | 'error') {
  try {
    const ctx = audio();
    if (ctx) {
      const now = ctx.currentTime;
      if (outcome === 'ok') tone(ctx, 1320, now, 0.15);
      else {
        tone(ctx, 220, now, 0.18);
        tone(ctx, 220, now + 0.25, 0.18);
      }
    }
    navigator.vibrate?.(outcome === 'ok' ? 120 : [250, 100, 250]);
  } catch {
    // Sound and vibration are a help, never a reason for the scan to fail.
  }
}
