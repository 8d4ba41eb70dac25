/**
 * Playwright's web servers end with the test run. Playwright stops them itself (SIGTERM to each one's process group)
 * when it ends, but a runner killed outright sends nothing, and the `sh -c` it starts each server under stays alive,
 * so the server's parent never changes: a killed run left the test server and the OAuth fake holding their ports.
 * playwright.config.ts gives each server the runner's pid (E2E_RUNNER_PID); a server that finds it gone stops.
 */
export const RUNNER_PID_ENV = 'E2E_RUNNER_PID'

/** How often a server looks whether the runner still runs. */
const CHECK_MS = 500

/** Calls `stop` once the process of E2E_RUNNER_PID has ended; nothing when it is unset (a server started by hand). */
export function stopWhenRunnerGone(stop) {
  const pid = Number(process.env[RUNNER_PID_ENV])
  if (!Number.isInteger(pid) || pid <= 0) return
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0)
    } catch (error) {
      if (error.code !== 'ESRCH') return
      clearInterval(timer)
      stop()
    }
  }, CHECK_MS)
  timer.unref()
}
