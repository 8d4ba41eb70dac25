import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SERVER = path.join(import.meta.dirname, 'oauth-fake-server.ts')

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((closed) => probe.close(closed))
  return port
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('oauth fake ready') && resolve())
    child.on('exit', (code) => reject(new Error(`exited with ${code} before it was ready`)))
  })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stopsWithin(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (!isRunning(pid)) return true
    await new Promise((tick) => setTimeout(tick, 50))
  }
  return !isRunning(pid)
}

/** Whether nothing listens on the loopback port any more, within `ms`. */
async function portFreeWithin(port: number, ms: number): Promise<boolean> {
  const listening = () =>
    new Promise<boolean>((answer) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        answer(true)
      })
      socket.once('error', () => answer(false))
    })
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (!(await listening())) return true
    await new Promise((tick) => setTimeout(tick, 50))
  }
  return !(await listening())
}

/** A request whose headers never end: a connection `server.close()` alone waits for. */
async function hangingRequest(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  // The server going away resets the connection: that is the point of these tests, not an error of theirs.
  socket.on('error', () => {})
  await new Promise((connected) => socket.once('connect', connected))
  socket.write('GET /o/oauth2/v2/auth HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  return socket
}

const started: number[] = []
/** Process groups a test started (a runner, its shell and the server). */
const groups: number[] = []
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL')
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // already ended
    }
  }
})

describe('the e2e run’s fake Google and Facebook server (issue 28)', () => {
  it('stops at SIGTERM even with a request open on a connection', { timeout: 20_000 }, async () => {
    const port = await freePort()
    const server = spawn(process.execPath, [SERVER], { env: { ...process.env, OAUTH_FAKE_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] })
    started.push(server.pid!)
    await ready(server)
    const socket = await hangingRequest(port)
    server.kill('SIGTERM')
    expect(await stopsWithin(server.pid!, 3_000)).toBe(true)
    socket.destroy()
  })

  it('stops when the Playwright runner that started it is killed outright, though the shell between them lives on', { timeout: 20_000 }, async () => {
    const port = await freePort()
    // The runner as Playwright starts a web server (playwright.config.ts): `sh -c "<command>"`, its own pid in
    // E2E_RUNNER_PID. The runner leads a process group of its own, so the test can end all three if it fails.
    const runner = spawn(
      process.execPath,
      [
        '-e',
        "require('node:child_process').spawn('sh', ['-c', process.argv[1]], { env: { ...process.env, E2E_RUNNER_PID: String(process.pid) }, stdio: ['ignore', 'inherit', 'inherit'] })",
        `"${process.execPath}" "${SERVER}"`,
      ],
      { env: { ...process.env, OAUTH_FAKE_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    )
    groups.push(runner.pid!)
    await ready(runner)
    const socket = await hangingRequest(port)
    // SIGKILL ends the runner the way a killed Playwright ends: no signal reaches the shell or the server.
    runner.kill('SIGKILL')
    expect(await portFreeWithin(port, 3_000)).toBe(true)
    socket.destroy()
  })
})
