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

/** A request whose headers never end: a connection `server.close()` alone waits for. */
async function hangingRequest(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((connected) => socket.once('connect', connected))
  socket.write('GET /o/oauth2/v2/auth HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  return socket
}

const started: number[] = []
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL')
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

  it('stops when the process that started it is killed outright (no signal reaches it)', { timeout: 20_000 }, async () => {
    const port = await freePort()
    // A parent that starts the server, tells its pid and waits; SIGKILL ends it the way a killed Playwright ends.
    const parent = spawn('sh', ['-c', `"${process.execPath}" "${SERVER}" & echo "pid $!"; wait`], {
      env: { ...process.env, OAUTH_FAKE_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const pid = new Promise<number>((resolve) => parent.stdout!.on('data', (chunk: Buffer) => /pid (\d+)/.test(chunk.toString()) && resolve(Number(/pid (\d+)/.exec(chunk.toString())![1]))))
    const serverPid = await pid
    started.push(serverPid)
    await ready(parent)
    const socket = await hangingRequest(port)
    parent.kill('SIGKILL')
    expect(await stopsWithin(serverPid, 3_000)).toBe(true)
    socket.destroy()
  })
})
