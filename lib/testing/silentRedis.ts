// For tests: a TCP server that speaks just enough Redis for a client to connect (its hand-shake commands are
// answered) and then never answers anything else, as a Redis stopped with SIGSTOP behaves.
import { createServer, type Socket } from 'node:net';

const HANDSHAKE = new Set(['CLIENT', 'HELLO', 'AUTH', 'SELECT', 'PING']);

export async function startSilentRedis(): Promise<{ url: string; handshakeAnswered: Promise<void>; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let answered: () => void = () => {};
  // Resolved once a client's hand-shake got its answers: from then on its commands are sent, not refused as offline.
  const handshakeAnswered = new Promise<void>((resolve) => (answered = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      for (const [, name] of chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)/g)) {
        if (HANDSHAKE.has((name ?? '').toUpperCase())) {
          socket.write('+OK\r\n');
          answered();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    handshakeAnswered,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
