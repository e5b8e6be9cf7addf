// The player's realtime socket for scripts/proxy-test.sh: opens `url`, sends the access token as
// its first message (as the web app does: never in the URL), prints {"open":true}, then every
// message it receives, one JSON a line, until it is killed. A socket that closes first exits 1.
// Node's own WebSocket (Node 22+: web/node_modules/.bin/node); NODE_EXTRA_CA_CERTS trusts the
// test's certificate.
const [url, token] = process.argv.slice(2);
const socket = new WebSocket(url);
socket.onopen = () => {
  socket.send(JSON.stringify({ token }));
  console.log(JSON.stringify({ open: true }));
};
socket.onmessage = (message) => console.log(message.data);
socket.onerror = (event) => console.error(`socket error: ${event.message ?? event.type}`);
socket.onclose = (event) => {
  console.error(`socket closed: ${event.code} ${event.reason}`);
  process.exit(1);
};
