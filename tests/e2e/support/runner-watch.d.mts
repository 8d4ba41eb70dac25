export const RUNNER_PID_ENV: string
export function stopWhenRunnerGone(stop: () => void): void
