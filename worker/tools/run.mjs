import { spawn } from 'node:child_process'
import { offlineEnv } from './offline-env.mjs'

/**
 * Runs a command from node_modules/.bin with the offline environment; rejects on a non-zero exit.
 *   capture: stdout is collected and resolved (stderr still shows);
 *   buffer: stdout and stderr are collected together, in the order written, and resolved (or attached to the error
 *   as `output`): a command that runs beside another prints its output as one block when it ends.
 */
export function run(command, args, { capture = false, buffer = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...offlineEnv, ...env },
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      shell: false,
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve(output)
      reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code}`), { output }))
    })
  })
}

export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname
