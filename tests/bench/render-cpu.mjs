/**
 * The CPU time of one uncached render (issue 43.4), per page type: sequential GETs, one at a time, and for each the
 * CPU time the server's workerd processes spent between the request and the last byte of its answer (the threads'
 * run time in /proc/<pid>/task/<tid>/schedstat, in nanoseconds: the machine's load does not stretch it, unlike the
 * wall time). The local D1 runs in the same workerd, so a render's CPU includes its SQL; the static file of about the
 * same size, served by the same Worker, is printed beside it as what any request costs. With the server's
 * BENCH_D1_COUNTS on, the D1 statements of a render are printed too.
 *
 * Alone, it compares this build with an earlier one in the same run (the machine's noise cancels out of the ratio):
 *   cp -r dist /tmp/before-dist   (before the change), then after `npm run build`:
 *   node tests/bench/render-cpu.mjs --baseline /tmp/before-dist [--requests 40] [--rounds 2] [--pages /,/events]
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { prepareTestDatabase } from '../e2e/support/test-database.mjs'
import { freePort, startWorkerServer } from '../e2e/support/worker-server.mjs'
import { newAddressOf, percentile } from './http-load.mjs'
import { measuredPages } from './measured-pages.mjs'
import { nearestStaticFile } from './render-throughput.mjs'

/** The workerd processes of process group `group` (wrangler dev's own group). */
export function workerdProcesses(group) {
  return fs.readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // After the command's closing parenthesis: state, ppid, pgrp.
      const [, command, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? []
      return command === 'workerd' && Number(rest.split(' ')[2]) === group
    } catch {
      return false
    }
  })
}

/** The run time (ns) of every thread of `pids`, summed. */
function cpuNanoseconds(pids) {
  let total = 0n
  for (const pid of pids) {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        total += BigInt(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
      } catch {
        // the thread ended
      }
    }
  }
  return total
}

/** One GET read to its end; resolves with its status and the D1 statements its Server-Timing reports. */
function fetchOnce(agent, origin, pathname) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { agent, headers: { accept: 'text/html,*/*' } }, (response) => {
        response.resume()
        response.on('end', () => {
          const statements = /d1-statements;desc="(\d+)"/.exec(String(response.headers['server-timing'] ?? ''))?.[1]
          resolve({ status: response.statusCode ?? 0, statements: statements === undefined ? NaN : Number(statements) })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Median and p95 of the server's CPU ms per request of `pathname`, and the median of its D1 statements; with `miss`,
 * each request asks for the page at a new address.
 */
export async function cpuPerRequest(server, pids, pathname, { requests, warmup, miss = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const address = () => (miss ? newAddressOf(pathname) : pathname)
  try {
    for (let i = 0; i < warmup; i += 1) await fetchOnce(agent, server.origin, address())
    const cpu = []
    const statements = []
    for (let i = 0; i < requests; i += 1) {
      const before = cpuNanoseconds(pids)
      const answer = await fetchOnce(agent, server.origin, address())
      cpu.push(Number(cpuNanoseconds(pids) - before) / 1e6)
      if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`)
      statements.push(answer.statements)
    }
    cpu.sort((a, b) => a - b)
    statements.sort((a, b) => a - b)
    return { median: percentile(cpu, 50), p95: percentile(cpu, 95), statements: percentile(statements, 50) }
  } finally {
    agent.destroy()
  }
}

/**
 * Prints the CPU time of one render of each page (and of its static twin); `server` from startWorkerServer. With
 * `miss`, `server` has the edge cache on and each request is a miss at a new address: the render a visitor's page
 * costs when the cache does not hold it, its public reads from the isolate's copies (worker/ssr/render-reads.ts).
 */
export async function renderCpu(server, pages, { requests = 40, warmup = 5, miss = false, log = console.log } = {}) {
  const pids = workerdProcesses(server.group)
  if (pids.length === 0) throw new Error(`no workerd process in group ${server.group}`)
  log(
    miss
      ? `\nCPU time of one render on an edge-cache miss (EDGE_CACHE=on, a new address each time), ms (${requests} sequential requests a page; D1 statements a render):`
      : `\nCPU time of one uncached render, ms (workerd's threads, ${requests} sequential requests a page; D1 statements a render):`,
  )
  const width = Math.max(...pages.map((page) => page.length)) + 2
  for (const page of pages) {
    const probe = await new Promise((resolve, reject) =>
      http.get(`${server.origin}${page}`, (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      }).on('error', reject),
    )
    const rendered = await cpuPerRequest(server, pids, page, { requests, warmup, miss })
    const twin = nearestStaticFile(probe)
    const asset = await cpuPerRequest(server, pids, twin.pathname, { requests, warmup })
    log(
      `  ${page.padEnd(width)} median ${rendered.median.toFixed(1).padStart(6)}  p95 ${rendered.p95.toFixed(1).padStart(6)}` +
        `   D1 statements ${String(rendered.statements).padStart(3)}   (static ${twin.pathname}: median ${asset.median.toFixed(2)}, p95 ${asset.p95.toFixed(2)})`,
    )
  }
}

/** Per page, this build's render CPU against `baseline`'s (a copied dist/), measured in alternating rounds on the same D1. */
async function compareWithBaseline(baselineDist, { requests, rounds, pages: only }) {
  const config = path.join(path.resolve(baselineDist), 'training_centre', 'wrangler.json')
  if (!fs.existsSync(config)) throw new Error(`${config} not found: --baseline names a copy of an earlier dist/`)
  await prepareTestDatabase()
  const servers = []
  const watchdog = setTimeout(() => {
    for (const server of servers) server.stop()
    process.exit(2)
  }, 20 * 60_000)
  try {
    const vars = { BENCH_D1_COUNTS: 'on' }
    servers.push(await startWorkerServer({ port: await freePort(), vars, config }))
    servers.push(await startWorkerServer({ port: await freePort(), vars }))
    const [before, after] = servers.map((server) => ({ server, pids: workerdProcesses(server.group) }))
    const pages = only ?? (await measuredPages(after.server.origin))
    console.log(`Render CPU ms, baseline ${baselineDist} against this build; ${rounds} alternating rounds of ${requests} requests a page:`)
    const width = Math.max(...pages.map((page) => page.length)) + 2
    for (const page of pages) {
      const runs = { before: [], after: [] }
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before']
        for (const which of order) {
          const { server, pids } = which === 'before' ? before : after
          runs[which].push(await cpuPerRequest(server, pids, page, { requests, warmup: 5 }))
        }
      }
      const median = (list, key) => percentile(list.map((run) => run[key]).sort((a, b) => a - b), 50)
      const [b, a] = [runs.before, runs.after].map((list) => ({ median: median(list, 'median'), p95: median(list, 'p95'), statements: median(list, 'statements') }))
      console.log(
        `  ${page.padEnd(width)} before ${b.median.toFixed(1).padStart(6)} (p95 ${b.p95.toFixed(1).padStart(6)}, ${String(b.statements).padStart(3)} st)` +
          `   after ${a.median.toFixed(1).padStart(6)} (p95 ${a.p95.toFixed(1).padStart(6)}, ${String(a.statements).padStart(3)} st)   after/before ${(a.median / b.median).toFixed(2)}`,
      )
    }
  } finally {
    clearTimeout(watchdog)
    for (const server of servers) server.stop()
  }
}

function argument(name) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const baseline = argument('baseline')
  if (!baseline) {
    console.error('usage: node tests/bench/render-cpu.mjs --baseline <copy of an earlier dist/> [--requests 40] [--rounds 2] [--pages /,/events]')
    process.exit(2)
  }
  await compareWithBaseline(baseline, {
    requests: Number(argument('requests') ?? 40),
    rounds: Number(argument('rounds') ?? 2),
    pages: argument('pages')?.split(','),
  })
}
