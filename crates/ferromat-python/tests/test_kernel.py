"""The Jupyter kernel, as a notebook front end drives it: the kernelspec is
installed into a temporary prefix, jupyter_client starts the kernel from
it, and cells, errors, figures and completion go through real messages."""

import os
import subprocess
import sys

import pytest

jupyter_client = pytest.importorskip("jupyter_client")
pytest.importorskip("ipykernel")

from jupyter_client.kernelspec import KernelSpecManager  # noqa: E402
from jupyter_client.manager import start_new_kernel  # noqa: E402

TIMEOUT = 60


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    prefix = tmp_path_factory.mktemp("prefix")
    done = subprocess.run(
        [sys.executable, "-m", "ferromat.kernel", "install", "--prefix", str(prefix)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Installed kernelspec ferromat" in done.stdout
    kernels = prefix / "share" / "jupyter" / "kernels"
    assert (kernels / "ferromat" / "kernel.json").is_file()
    old_path = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = str(prefix / "share" / "jupyter")
    try:
        spec = KernelSpecManager().get_kernel_spec("ferromat")
        assert spec.language == "matlab"
        manager, client = start_new_kernel(kernel_name="ferromat", startup_timeout=TIMEOUT)
        try:
            yield client
        finally:
            client.stop_channels()
            manager.shutdown_kernel(now=True)
    finally:
        if old_path is None:
            os.environ.pop("JUPYTER_PATH", None)
        else:
            os.environ["JUPYTER_PATH"] = old_path


def execute(client, code):
    """Runs a cell; returns the reply content and the iopub messages of the
    cell (up to its idle status)."""
    msg_id = client.execute(code)
    reply = client.get_shell_msg(timeout=TIMEOUT)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = client.get_shell_msg(timeout=TIMEOUT)
    messages = []
    while True:
        msg = client.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
        messages.append(msg)
    return reply["content"], messages


def of_type(messages, msg_type):
    return [m["content"] for m in messages if m["msg_type"] == msg_type]


def test_kernel_info(kernel):
    kernel.kernel_info()
    reply = kernel.get_shell_msg(timeout=TIMEOUT)
    assert reply["content"]["language_info"]["name"] == "matlab"
    assert reply["content"]["implementation"] == "ferromat"


def test_cell_display_text_is_a_stream(kernel):
    reply, messages = execute(kernel, "x = [3 1 2];\nm = max(x)")
    assert reply["status"] == "ok"
    streams = of_type(messages, "stream")
    assert streams and streams[0]["name"] == "stdout"
    assert "".join(s["text"] for s in streams) == "\nm =\n\n     3\n\n"


def test_variables_persist_between_cells(kernel):
    execute(kernel, "persisted_value = 41;")
    reply, messages = execute(kernel, "fprintf('%d\\n', persisted_value + 1)")
    assert reply["status"] == "ok"
    assert "".join(s["text"] for s in of_type(messages, "stream")) == "42\n"


def test_errors_are_jupyter_errors(kernel):
    reply, messages = execute(kernel, "disp('first'); error('nb:fail', 'It failed: %d', 3)")
    assert reply["status"] == "error"
    assert reply["ename"] == "nb:fail"
    assert reply["evalue"] == "It failed: 3"
    errors = of_type(messages, "error")
    assert errors and errors[0]["ename"] == "nb:fail"
    assert "It failed: 3" in "\n".join(errors[0]["traceback"])
    # Text printed before the error is still shown.
    assert "first\n" in "".join(s["text"] for s in of_type(messages, "stream"))
    # The kernel goes on after an error.
    reply, _ = execute(kernel, "ok = 1;")
    assert reply["status"] == "ok"


def test_figures_are_inline_png(kernel):
    reply, messages = execute(kernel, "figure; plot(1:4, [1 3 2 4]);")
    assert reply["status"] == "ok"
    images = [d for d in of_type(messages, "display_data") if "image/png" in d["data"]]
    assert len(images) == 1
    import base64

    assert base64.b64decode(images[0]["data"]["image/png"])[:4] == b"\x89PNG"
    # An unchanged figure is not shown again.
    _, messages = execute(kernel, "y = 2;")
    assert not of_type(messages, "display_data")


def test_tab_completion(kernel):
    execute(kernel, "completion_target = 1;")
    code = "a = completion_ta"
    kernel.complete(code, len(code))
    reply = kernel.get_shell_msg(timeout=TIMEOUT)["content"]
    assert reply["status"] == "ok"
    assert reply["matches"] == ["completion_target"]
    assert reply["cursor_start"] == len("a = ")
    assert reply["cursor_end"] == len(code)
    kernel.complete("nanm", 4)
    reply = kernel.get_shell_msg(timeout=TIMEOUT)["content"]
    assert {"nanmax", "nanmin"} <= set(reply["matches"])
