/**
 * The kernel's execute queue, in place of tslab's. Jupyter's `stop_on_error` (on by default)
 * asks a kernel to abort the requests already queued when a cell fails: "Run All" stops at the
 * failing cell. tslab instead rejects its whole queue and resets it only 200 ms after the
 * failure, so any cell sent in that window, even one sent after the failing cell's reply and
 * idle status reached the client, is answered `abort` and runs nothing: the UI shows an empty
 * `In [ ]:` with no message.
 *
 * Here each execute request is numbered as it is read from the shell socket. When a cell fails,
 * the socket is first drained (the requests the client sent before the failure, still waiting in
 * ZeroMQ's buffer, are read and numbered), and the failing cell's reply goes out only then;
 * exactly the requests numbered up to that moment are aborted. A request the client sends after
 * it saw the reply is numbered later, so it always runs. A request sent with `stop_on_error`
 * false aborts nothing when it fails.
 *
 * Each cell that runs is also announced on the IOPub socket with an `execute_input` message
 * carrying its execution count, as the messaging protocol asks of a kernel. tslab sends none,
 * and nbclient (behind `jupyter nbconvert --execute`) takes a cell's count from IOPub only, so
 * without it an executed copy kept no counts and its HTML export showed `In [ ]:` everywhere.
 */
"use strict";

/** Patch tslab's jupyter module (dist/jupyter.js) so its handler uses this queue. */
function abortOnlyQueuedCells(jupyter) {
  let shell = null;
  const init = jupyter.ZmqServer.prototype.init;
  jupyter.ZmqServer.prototype.init = async function (...args) {
    const r = await init.apply(this, args);
    shell = this.shell;
    return r;
  };
  jupyter.JupyterHandlerImpl.prototype.handleExecute = executeInOrder(() => shell);
  jupyter.ZmqServer.prototype.handleExecute = handleExecuteAnnounced;
}

/**
 * tslab's `ZmqServer.handleExecute(sock, msg)`, with one more callback handed to the handler:
 * `announce(count)` publishes the cell's `execute_input` (its code and count) on IOPub.
 */
async function handleExecuteAnnounced(sock, msg) {
  const key = this.connInfo.key;
  const publish = (type, content) => {
    const m = msg.createReply();
    m.header.msg_type = type;
    m.content = content;
    m.signAndSend(key, this.iopub);
  };
  const writeStream = (name, text) => publish("stream", { name, text });
  const writeDisplayData = (data, update) => publish(update ? "update_display_data" : "display_data", data);
  const announce = (count) => publish("execute_input", { code: msg.content.code, execution_count: count });
  const reply = msg.createReply();
  reply.header.msg_type = "execute_reply";
  reply.content = await this.handler.handleExecute(msg.content, writeStream, writeDisplayData, announce);
  reply.signAndSend(key, sock);
}

/** A turn of the event loop, in which ZeroMQ's reader hands over what it has. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * tslab's `handleExecute(req, writeStream, writeDisplayData)` with the queue described above;
 * `socket()` is the shell socket (null before it is open).
 */
function executeInOrder(socket) {
  return function handleExecute(req, writeStream, writeDisplayData, announce) {
    this.fdbQueue ??= { tail: Promise.resolve(), received: 0, abortThrough: 0 };
    const q = this.fdbQueue;
    const n = ++q.received;
    const run = async () => {
      if (n <= q.abortThrough) return { status: "abort" };
      // tslab numbers the cell as it starts it (handleExecuteImpl), with the next count
      announce?.(this.execCount + 1);
      try {
        const count = await this.handleExecuteImpl(req, writeStream, writeDisplayData);
        return { status: "ok", execution_count: count.count };
      } catch (e) {
        // tslab throws its execution count when a cell fails; anything else is a bug of its own
        const failed = e !== null && typeof e === "object" && typeof e.count === "number" && !(e instanceof Error);
        if (!failed) console.error("unexpected error:", e);
        if (req.stop_on_error !== false) q.abortThrough = await receivedSoFar(q, socket());
        return { status: "error", execution_count: failed ? e.count : undefined };
      }
    };
    const result = q.tail.then(run);
    q.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

/** The number of requests read once the socket has nothing more waiting in it. */
async function receivedSoFar(q, sock) {
  await turn();
  for (let k = 0; k < 1000 && sock && sock.readable; k++) await turn();
  await turn();
  return q.received;
}

module.exports = { abortOnlyQueuedCells, executeInOrder, handleExecuteAnnounced };
