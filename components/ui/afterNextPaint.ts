/**
 * Runs `task` once the browser has painted the next frame (a task queued from the frame's callback), so work a tap
 * does not need to show its answer (moving the focus, locking the page's scroll, asking the server) waits until that
 * answer is on screen. Returns a function that cancels it. Issue 48: a tap answers within 200 ms on a slow phone.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
