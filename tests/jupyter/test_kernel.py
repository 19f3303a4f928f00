"""The matc Jupyter kernel driven by Jupyter's own clients: nbclient runs
demo.ipynb (a loop, the workspace across cells, an error, a figure, a
containers.Map), whose text outputs must be Octave's (expected/, written by
regen.py); jupyter_client checks interrupt, completion and inspection.

The matc executable is $MATC (set by .ci/run).
"""

import base64
import os
import pathlib
import struct
import subprocess
import time

import nbformat
import pytest
from jupyter_client.manager import start_new_kernel
from nbclient import NotebookClient

HERE = pathlib.Path(__file__).resolve().parent
MATC = os.environ.get("MATC", "matc")


@pytest.fixture(scope="module", autouse=True)
def kernel_spec(tmp_path_factory):
    """The kernel spec installed in a scratch prefix that Jupyter searches."""
    prefix = tmp_path_factory.mktemp("prefix")
    subprocess.run([MATC, "jupyter", "install", "--prefix", str(prefix)], check=True)
    old = {k: os.environ.get(k) for k in ("JUPYTER_PATH", "JUPYTER_RUNTIME_DIR")}
    os.environ["JUPYTER_PATH"] = str(prefix / "share" / "jupyter")
    os.environ["JUPYTER_RUNTIME_DIR"] = str(prefix / "runtime")
    yield prefix
    for k, v in old.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


def expected(n):
    return (HERE / "expected" / f"cell{n}.txt").read_text()


def stream(cell, name="stdout"):
    return "".join(o.text for o in cell.outputs if o.output_type == "stream" and o.name == name)


def test_the_notebook_runs_with_octaves_outputs(tmp_path):
    nb = nbformat.read(HERE / "demo.ipynb", as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="matc",
        timeout=120,
        allow_errors=True,
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    c = nb.cells
    # A loop, and the workspace kept across cells.
    assert stream(c[0]) == expected(1)
    assert stream(c[1]) == expected(2)
    assert [o.output_type for o in c[0].outputs] == ["stream"] * len(c[0].outputs)
    # An error: a notebook error with MATLAB's message, nothing on stderr.
    errors = [o for o in c[2].outputs if o.output_type == "error"]
    assert len(errors) == 1
    assert f"error: {errors[0].evalue}\n" == expected(3)
    assert stream(c[2], "stderr") == ""
    # A figure, inline as PNG and SVG.
    shown = [o for o in c[3].outputs if o.output_type == "display_data"]
    assert len(shown) == 1
    png = base64.b64decode(shown[0].data["image/png"])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert width >= 400 and height >= 300
    assert "<svg" in shown[0].data["image/svg+xml"]
    assert "sin and cos" in shown[0].data["image/svg+xml"]
    assert stream(c[3]) == expected(4)
    # A containers.Map.
    assert stream(c[4]) == expected(5)
    assert [cell.execution_count for cell in c] == [1, 2, 3, 4, 5]
    nbformat.write(nb, tmp_path / "demo.out.ipynb")


def test_interrupt_completion_and_inspection():
    km, kc = start_new_kernel(kernel_name="matc", startup_timeout=60)
    try:
        out = []
        hook = lambda m: out.append(m["content"].get("text", "")) if m["msg_type"] == "stream" else None
        kc.execute_interactive("answer = 41; s.alpha = 1; s.beta = 2;", timeout=30)
        # A loop that never ends, stopped by an interrupt.
        msg_id = kc.execute("k = 0;\nwhile true\n  k = k + 1;\nend")
        time.sleep(1.5)
        km.interrupt_kernel()
        reply = kc.get_shell_msg(timeout=30)
        assert reply["parent_header"]["msg_id"] == msg_id
        assert reply["content"]["status"] == "error"
        # The workspace is still there.
        kc.execute_interactive("disp(answer + 1)", output_hook=hook, timeout=30)
        assert "".join(out) == "42\n"
        kc.complete("ans", 3)
        r = kc.get_shell_msg(timeout=30)["content"]
        assert "answer" in r["matches"] and r["cursor_start"] == 0 and r["cursor_end"] == 3
        kc.complete("x = s.al", 8)
        r = kc.get_shell_msg(timeout=30)["content"]
        assert r["matches"] == ["alpha"] and r["cursor_start"] == 6
        kc.inspect("zeros(2)", 2)
        r = kc.get_shell_msg(timeout=30)["content"]
        assert r["found"] and "zeros" in r["data"]["text/plain"]
        kc.inspect("answer", 3)
        r = kc.get_shell_msg(timeout=30)["content"]
        assert r["found"] and r["data"]["text/plain"] == "answer : double 1x1"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
