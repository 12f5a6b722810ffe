import { expect, test } from 'vitest'
import { openUrls } from '../../server/openUrls'

const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
  wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
} as unknown as Parameters<typeof openUrls>[2]

test('listening on every interface: open it at localhost, or at this machine’s network addresses from a phone', () => {
  expect(openUrls('0.0.0.0', 8080, interfaces)).toEqual([
    'http://localhost:8080/',
    'http://192.168.1.20:8080/',
    'http://10.0.0.7:8080/',
  ])
  expect(openUrls('::', 8080, interfaces)[0]).toBe('http://localhost:8080/')
})

test('listening on one address: open it there', () => {
  expect(openUrls('localhost', 8080, interfaces)).toEqual(['http://localhost:8080/'])
  expect(openUrls('127.0.0.1', 9000, interfaces)).toEqual(['http://127.0.0.1:9000/'])
  expect(openUrls('::1', 8080, interfaces)).toEqual(['http://[::1]:8080/'])
})
