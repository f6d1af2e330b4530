// The camera half of the scanner: the phone's back camera in a square, read a few times a second
// for QR codes. A code still in view is not read again until it has been out of view for a few
// seconds (BADGE_REPEAT_MS), so holding a badge up checks its person in once. Without a camera or
// without permission it says so; the search beside it works either way.
import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_REPEAT_MS } from '../../../core/rules/badge-scan.ts';
import { createQrDetector, type QrDetector } from '../../features/badge-scan/qr-detector.ts';
import { cn } from '../../lib/cn.ts';

export type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

const READ_EVERY_MS = 200;

export function CameraScanner({
  onCode,
  onState,
}: {
  onCode: (text: string) => void;
  onState?: (state: CameraState) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [kind, setKind] = useState<QrDetector['kind']>();
  // The latest callback, so the reading loop started once always calls the current one.
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  useEffect(() => onStateRef.current?.(state), [state]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new Map<string, number>();

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (err) {
        if (!stopped) setState((err as DOMException)?.name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      const el = video.current;
      if (stopped || !el) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const detector = await createQrDetector();
      if (stopped) return;
      setKind(detector.kind);
      setState('running');
      const read = async () => {
        if (stopped) return;
        if (el.readyState >= 2) {
          const codes = await detector.detect(el).catch(() => []);
          const now = Date.now();
          for (const { rawValue } of codes) {
            const last = seen.get(rawValue);
            seen.set(rawValue, now);
            if (last === undefined || now - last > BADGE_REPEAT_MS) onCodeRef.current(rawValue);
          }
        }
        timer = setTimeout(read, READ_EVERY_MS);
      };
      void read();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div
      className={cn(
        'relative w-full overflow-hidden rounded-2xl bg-slate-900',
        // A square to aim with while the camera is on; only the message's height without one.
        state === 'starting' || state === 'running' ? 'aspect-square' : '',
      )}
      data-testid="scan-camera"
    >
      <video
        ref={video}
        className={state === 'running' ? 'h-full w-full object-cover' : 'hidden'}
        muted
        playsInline
        aria-label={t('scan.camera.label')}
      />
      {state === 'running' && (
        <>
          {/* The frame to hold the code in. */}
          <div className="pointer-events-none absolute inset-[18%] rounded-xl border-4 border-white/80" aria-hidden />
          <p
            className="absolute inset-x-0 bottom-0 bg-black/55 px-3 py-2 text-center text-sm text-white"
            data-testid="scan-camera-state"
            data-decoder={kind}
          >
            {t('scan.camera.hint')}
          </p>
        </>
      )}
      {state === 'starting' && (
        <p className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-200">
          {t('scan.camera.starting')}
        </p>
      )}
      {(state === 'denied' || state === 'unavailable') && (
        <div
          className="flex flex-col items-center justify-center gap-3 px-6 py-8 text-center text-slate-100"
          role="status"
          data-testid="scan-camera-off"
        >
          <CameraOff className="h-10 w-10" aria-hidden />
          <p className="font-medium">{t(`scan.camera.${state}`)}</p>
          <p className="text-sm text-slate-300">{t('scan.camera.useSearch')}</p>
        </div>
      )}
    </div>
  );
}
