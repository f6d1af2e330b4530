// A small square button that shows only an icon; its label is for screen readers and the tooltip.
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../lib/cn.ts';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  tone?: 'neutral' | 'danger';
  /** Solid background, for buttons laid over an image. */
  raised?: boolean;
}

const tones = {
  neutral:
    'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  danger: 'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/60',
};

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, tone = 'neutral', raised, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'touch-target inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
        tones[tone],
        raised && 'bg-white/90 shadow-sm dark:bg-slate-900/85',
        className,
      )}
      {...props}
    />
  );
});
