"""Drives a real Jupyter kernel through jupyter_client, as a notebook UI does, for the kernel tests.

Reads a JSON plan on stdin: {"kernel": NAME, "steps": [STEP, ...]}, where a step is
  {"execute": [CODE, ...], "delay_ms": D}  the cells sent at once (a "Run All"), D ms after the
                                            previous step's last idle status;
  {"complete": CODE, "cursor": N}           a completion request (Tab);
  {"inspect": CODE, "cursor": N}            an inspection request (Shift-Tab).
Prints one JSON object: {"steps": [...]}, an execute step giving per cell its reply status and
its stdout and stderr text, a complete step its matches, an inspect step its text/plain.
The kernel is found by name on JUPYTER_PATH.
"""
import json
import sys
import time

from jupyter_client.manager import KernelManager

TIMEOUT_S = 240


def execute(kc, cells, delay_ms, last_idle):
    if last_idle is not None:
        wait = last_idle + delay_ms / 1000 - time.monotonic()
        if wait > 0:
            time.sleep(wait)
    ids = [kc.execute(code, store_history=True, stop_on_error=True) for code in cells]
    out = {i: {"status": None, "stdout": "", "stderr": "", "idle": False} for i in ids}
    deadline = time.monotonic() + TIMEOUT_S
    idle_at = None
    while not all(o["idle"] and o["status"] is not None for o in out.values()):
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the kernel: " + json.dumps(list(out.values())))
        try:
            msg = kc.get_iopub_msg(timeout=0.05)
            parent = msg["parent_header"].get("msg_id")
            if parent in out:
                kind = msg["msg_type"]
                if kind == "stream":
                    out[parent][msg["content"]["name"]] += msg["content"]["text"]
                elif kind == "status" and msg["content"]["execution_state"] == "idle":
                    out[parent]["idle"] = True
                    idle_at = time.monotonic()
        except Exception:
            pass
        try:
            while True:
                reply = kc.get_shell_msg(timeout=0)
                parent = reply["parent_header"].get("msg_id")
                if parent in out:
                    out[parent]["status"] = reply["content"]["status"]
        except Exception:
            pass
    return [{k: v for k, v in out[i].items() if k != "idle"} for i in ids], idle_at


def request(kc, send, reply_type):
    msg_id = send()
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        reply = kc.get_shell_msg(timeout=TIMEOUT_S)
        if reply["parent_header"].get("msg_id") == msg_id and reply["msg_type"] == reply_type:
            return reply["content"]
    raise SystemExit(f"timed out waiting for {reply_type}")


def main():
    plan = json.load(sys.stdin)
    km = KernelManager(kernel_name=plan["kernel"])
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    results = []
    try:
        kc.wait_for_ready(timeout=TIMEOUT_S)
        last_idle = None
        for step in plan["steps"]:
            if "execute" in step:
                cells, last_idle = execute(kc, step["execute"], step.get("delay_ms", 0), last_idle)
                results.append({"cells": cells})
            elif "complete" in step:
                c = request(kc, lambda: kc.complete(step["complete"], step["cursor"]), "complete_reply")
                results.append({"matches": c.get("matches", [])})
            elif "inspect" in step:
                c = request(kc, lambda: kc.inspect(step["inspect"], step["cursor"]), "inspect_reply")
                results.append({"text": c.get("data", {}).get("text/plain", "")})
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    print(json.dumps({"steps": results}))


main()
