// Idle pieces run in the order they were queued, each in a task of its own, and can be taken back.
import { describe, expect, it } from 'vitest';
import { nextTask, whenIdle } from './tasks.ts';

describe('whenIdle', () => {
  it('runs queued jobs in order, one per task, never the one taken back', async () => {
    const ran: string[] = [];
    const tasksSeen: number[] = [];
    let task = 0;
    // A counter moved by every task between: two jobs in one task would see the same number.
    const ticking = setInterval(() => {
      task += 1;
    }, 0);
    const done = new Promise<void>((resolve) => {
      whenIdle(() => {
        ran.push('a');
        tasksSeen.push(task);
      });
      const takeBack = whenIdle(() => ran.push('b'));
      whenIdle(() => {
        ran.push('c');
        tasksSeen.push(task);
        resolve();
      });
      takeBack();
    });
    expect(ran).toEqual([]);
    await done;
    clearInterval(ticking);
    expect(ran).toEqual(['a', 'c']);
    expect(tasksSeen[1]).toBeGreaterThan(tasksSeen[0]);
  });

  it('nextTask resolves after the current task', async () => {
    let later = false;
    setTimeout(() => {
      later = true;
    }, 0);
    await nextTask();
    expect(later).toBe(true);
  });
});
