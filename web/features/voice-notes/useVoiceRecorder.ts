// The browser side of the recorder: idle -> recording (a timer that ticks each
// second) -> processing (the recording is put together and handed on) -> idle. MediaRecorder
// records audio/webm where the browser can (Safari records audio/mp4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_SECONDS } from '../../../core/schemas/voice-note.ts';

export type RecorderState = 'idle' | 'recording' | 'processing';
/** What went wrong on this side: no microphone (or no permission), nothing captured, or the recorder failed. */
export type RecorderProblem = 'microphone' | 'no_audio' | 'recording';

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  startedAt: number;
  timer: number;
  failed: boolean;
}

/**
 * `onRecorded` receives the finished recording while the state is 'processing' (e.g. to upload
 * it); its rejection is the caller's to show. Leaving the page mid-recording discards it.
 */
export function useVoiceRecorder(onRecorded: (blob: Blob, seconds: number) => Promise<unknown>) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const session = useRef<Session | null>(null);
  const starting = useRef(false);
  const handler = useRef(onRecorded);
  handler.current = onRecorded;

  const release = useCallback((s: Session) => {
    window.clearInterval(s.timer);
    for (const track of s.stream.getTracks()) track.stop();
    if (session.current === s) session.current = null;
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state === 'inactive') return;
    setState('processing');
    s.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    // A second click while the browser asks for the microphone starts nothing more.
    if (session.current || starting.current) return;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('microphone');
      return;
    }
    let stream: MediaStream;
    starting.current = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem('microphone');
      return;
    } finally {
      starting.current = false;
    }
    const mimeType = PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 64_000 } : undefined);
    const s: Session = { stream, recorder, chunks: [], startedAt: Date.now(), timer: 0, failed: false };
    session.current = s;
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) s.chunks.push(e.data);
    };
    recorder.onerror = () => {
      s.failed = true;
    };
    recorder.onstop = async () => {
      const elapsed = (Date.now() - s.startedAt) / 1000;
      release(s);
      const blob = new Blob(s.chunks, { type: recorder.mimeType || 'audio/webm' });
      if (s.failed) setProblem('recording');
      else if (blob.size === 0) setProblem('no_audio');
      else await handler.current(blob, elapsed).catch(() => undefined);
      setState('idle');
    };
    // A slice every second, so a long recording is gathered as it goes.
    recorder.start(1000);
    setSeconds(0);
    setState('recording');
    s.timer = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - s.startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= MAX_RECORDING_SECONDS) stop();
    }, 1000);
  }, [release, stop]);

  // Leaving the page: stop the microphone and drop the recording.
  useEffect(
    () => () => {
      const s = session.current;
      if (!s) return;
      s.recorder.onstop = null;
      if (s.recorder.state !== 'inactive') s.recorder.stop();
      release(s);
    },
    [release],
  );

  return { state, seconds, problem, start, stop, clearProblem: () => setProblem(null) };
}
