// The ceiling: a bare node:http server answering recorded answers (the very bytes and headers the gateway sent)
// from memory, with nothing else on the request path. No Node service here can answer faster than this.
// Usage: node ceiling-server.mjs <answers.json> <port>; answers: { "/path?query": { status, headers, body (base64) } }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, answer]) => [path, { ...answer, body: Buffer.from(answer.body, 'base64') }]),
);

createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404);
    return void res.end();
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
